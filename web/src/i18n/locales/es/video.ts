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
    gateTitle: "Este vídeo está disponible tras iniciar sesión",
    gateText: "Inicie sesión o elija una suscripción para ver este vídeo.",
    gateLogin: "Iniciar sesión",
    gateRegister: "Registrarse",
    methodicsLocked: "Inicie sesión o elija una suscripción para abrir las metodologías de este vídeo.",
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
};
