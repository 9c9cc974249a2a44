import type { Testimonials_query$key } from "../../../__generated__/Testimonials_query.graphql.ts";
import { useTexts } from "../../../i18n/useTexts.ts";
import { About } from "./About.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { Faq } from "./Faq.tsx";
import { Testimonials } from "./Testimonials.tsx";

/** The home page below the catalogue, in a chunk of its own (HomePage loads it as a visitor nears it). */
export default function HomeMore({ query }: { query: Testimonials_query$key }) {
  useTexts("home");
  return (
    <>
      <About />
      <Testimonials query={query} />
      <Faq />
      <ContactForm />
    </>
  );
}
