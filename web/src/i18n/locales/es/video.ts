import type { VideoMessages } from "../sk/video.ts";

/** Spanish: the video page and the PDF viewer. */
export const video: VideoMessages = {
  video: {
    themes: "Temas",
    length: "Duración",
    highlights: "Momentos destacados",
    seekTo: "Reproducir desde {{time}}",
    methodics: "Metodologías",
    related: "Más vídeos",
    notFound: "Este vídeo no existe.",
    playerTitle: "Reproductor de vídeo: {{title}}",
    gateLogin: "Iniciar sesión",
    methodicsLocked: "Inicie sesión o elija una suscripción para abrir las metodologías de este vídeo.",
  },
  access: {
    signIn: {
      video: "Inicie sesión para ver este vídeo",
      audiobook: "Inicie sesión para escuchar este audiolibro",
      webinar: "Inicie sesión para ver este seminario web",
      workshop: "Inicie sesión para ver este taller",
    },
    signInText: "Inicie sesión o regístrese: la prueba de 30 días es gratuita.",
    logIn: "Iniciar sesión",
    register: "Registrarse",
    needs: "Acceso necesario: {{access}}",
    subscriptionTitle: "Esto forma parte de la suscripción",
    subscriptionText:
      "Su perfil aún no tiene una suscripción activa. Elija una y tendrá toda la biblioteca a su alcance.",
    subscribe: "Elegir una suscripción",
    upgradeTitle: "Su prueba no incluye esto",
    upgradeText:
      "La prueba abre solo una parte de la biblioteca. Con una suscripción verá todos los libros vivientes y metodologías.",
    upgrade: "Pasar a una suscripción",
    disabledTitle: "Su perfil está bloqueado",
    disabledText:
      "Mientras su perfil esté bloqueado, no se puede abrir el contenido de la biblioteca. Si se trata de un error, escríbanos.",
    contact: "Escríbanos",
    subscriptionEnded: "Su suscripción o su prueba ha terminado.",
    disabledByLibrary: "La biblioteca ha desactivado su perfil.",
  },
  pdf: {
    title: "Metodología",
    previous: "Página anterior",
    next: "Página siguiente",
    pageOf: "Página {{page}} / {{count}}",
    back: "Volver",
    download: "Descargar",
    error: "No se ha podido cargar el documento.",
    unavailable: "Este documento no existe o solo está disponible para usuarios registrados con suscripción.",
    unavailableSignedIn: "Este documento no existe o su suscripción no lo incluye.",
  },
  pdfZoom: {
    label: "Zoom del documento",
    zoomOut: "Alejar",
    zoomIn: "Acercar",
    fitWidth: "Ajustar ancho",
    level: "{{percent}}\u00a0%",
  },
};
