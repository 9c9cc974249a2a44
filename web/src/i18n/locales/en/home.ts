import type { HomeMessages } from "../sk/home.ts";

/** English: the home page below the catalogue (about, testimonials, FAQ, contact form). */
export const home: HomeMessages = {
  about: {
    title: "About the Living Library",
    paragraphs: [
      "A living library is a place where, instead of books, you “borrow” people. Living books are people who have faced prejudice, discrimination or migration, or who live with a minority identity, and who are willing to talk openly about their experience.",
      "The online Living Library brings their recorded stories into classrooms and homes. Each video comes with methodologies for teachers, so that a story can become a conversation about respect, human rights and living together.",
    ],
  },
  testimonials: {
    title: "What people say",
    previous: "Previous testimonials",
    next: "Next testimonials",
    empty: "There are no testimonials in this language yet.",
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "What is the online Living Library?",
        answer:
          "A collection of recorded life stories – living books – told by people with experience of migration, discrimination, persecution or a minority identity. You can filter the videos by theme and subtitle language and search them.",
      },
      {
        question: "Which subscriptions can I choose?",
        answer:
          "Individual: €8.90 a month for 1 user. School: €299 a year for 10 users. Company: €299 a year for 3 users. Videos marked “Free access” can be watched without a subscription.",
      },
      {
        question: "Can I try the library first?",
        answer:
          "Yes. The trial is free for 30 days for 1 user and opens the videos marked “Testing”. Afterwards you can switch to any subscription.",
      },
      {
        question: "How does paying by invoice work?",
        answer:
          "Choose bank transfer when registering. We issue an order that must be paid so that the payment is credited to our account within 14 days. Access opens once the payment is credited; paying by card gives access at once.",
      },
      {
        question: "What are methodologies and where do I find them?",
        answer:
          "Methodologies are materials for teachers: activities and discussion questions for each living book. You find them as PDFs on the video's page, in Slovak, Czech, English and Spanish.",
      },
    ],
  },
  contact: {
    title: "Contact",
    intro: "Do you have a question about subscriptions or about working with living books? Write to us.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    send: "Send",
    sending: "Sending…",
    sent: "Sent",
    sentNotice: "Thank you, we have received your message.",
    required: "Required item",
    emailRequired: "Email is required",
    emailInvalid: "Incorrect form of email address",
    phoneInvalid: "The number must be in +xxx format",
  },
};
