import type { HomeMessages } from "../sk/home.ts";

/** Spanish: the home page below the catalogue (about, testimonials, FAQ, contact form). */
export const home: HomeMessages = {
  about: {
    title: "Sobre la Biblioteca Viva",
    paragraphs: [
      "Una biblioteca viva es un lugar donde, en lugar de libros, se «prestan» personas. Los libros vivos son personas que han vivido prejuicios, discriminación o migración, o que viven con una identidad minoritaria, y que están dispuestas a hablar abiertamente de su experiencia.",
      "La Biblioteca Viva en línea lleva sus historias grabadas a las aulas y a los hogares. Cada vídeo va acompañado de metodologías para el profesorado, para que una historia se convierta en una conversación sobre el respeto, los derechos humanos y la convivencia.",
    ],
  },
  testimonials: {
    title: "Lo que dicen de nosotros",
    previous: "Testimonios anteriores",
    next: "Testimonios siguientes",
    empty: "Todavía no hay testimonios en este idioma.",
  },
  faq: {
    title: "Preguntas frecuentes",
    items: [
      {
        question: "¿Qué es la Biblioteca Viva en línea?",
        answer:
          "Una colección de historias de vida grabadas – libros vivos – contadas por personas con experiencia de migración, discriminación, persecución o identidad minoritaria. Puede filtrar los vídeos por tema e idioma de los subtítulos y buscar en ellos.",
      },
      {
        question: "¿Qué suscripciones puedo elegir?",
        answer:
          "Individual: 8,90 € al mes para 1 usuario. Escuela: 299 € al año para 10 usuarios. Empresa: 299 € al año para 3 usuarios. Los vídeos marcados como «Acceso libre» se pueden ver sin suscripción.",
      },
      {
        question: "¿Puedo probar la biblioteca primero?",
        answer:
          "Sí. La prueba es gratuita durante 30 días para 1 usuario y abre los vídeos marcados como «Prueba». Después puede pasar a cualquier suscripción.",
      },
      {
        question: "¿Cómo funciona el pago por factura?",
        answer:
          "Elija transferencia bancaria al registrarse. Emitimos un pedido que debe pagarse de modo que el importe se abone en nuestra cuenta en un plazo de 14 días. El acceso se abre cuando se recibe el pago; con tarjeta el acceso es inmediato.",
      },
      {
        question: "¿Qué son las metodologías y dónde las encuentro?",
        answer:
          "Las metodologías son materiales para el profesorado: actividades y preguntas para el debate sobre cada libro vivo. Las encontrará en PDF en la página del vídeo, en eslovaco, checo, inglés y español.",
      },
    ],
  },
  contact: {
    title: "Contacto",
    intro: "¿Tiene alguna pregunta sobre las suscripciones o sobre el trabajo con libros vivos? Escríbanos.",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
    send: "Enviar",
    sending: "Enviando…",
    sent: "Enviado",
    sentNotice: "Gracias, hemos recibido su mensaje.",
    required: "Campo obligatorio",
    emailRequired: "El correo electrónico es obligatorio",
    emailInvalid: "Formato de correo electrónico incorrecto",
    phoneInvalid: "El número debe tener el formato +xxx",
  },
};
