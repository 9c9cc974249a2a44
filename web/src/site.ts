/** Links to the operator and its social profiles, shown in the header and the footer. */
export const OPERATOR_SITE_URL = "https://www.nadaciamilanasimecku.sk/";

export const SOCIAL_LINKS = [
  { network: "Facebook", url: "https://www.facebook.com/nadaciamilanasimecku" },
  { network: "Instagram", url: "https://www.instagram.com/nadaciamilanasimecku" },
  { network: "YouTube", url: "https://www.youtube.com/@nadaciamilanasimecku" },
] as const;

/** Partners shown in the footer as word marks (until their logo files are supplied). */
export const PARTNERS = ["Nadácia Milana Šimečku"] as const;
