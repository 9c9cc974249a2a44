import { accessModule } from "../modules/access/index.ts";
import {
  audiobookDocuments,
  audiobookLanguageUsers,
  audiobookMediaFiles,
  module as audiobooks,
} from "../modules/audiobooks/index.ts";
import { module as accounts } from "../modules/accounts/index.ts";
import { module as contact } from "../modules/contact/index.ts";
import { filtersModule } from "../modules/filters/index.ts";
import { languagesModule } from "../modules/languages/index.ts";
import { mediaModule } from "../modules/media/index.ts";
import { paymentsModule } from "../modules/payments/index.ts";
import { module as references } from "../modules/references/index.ts";
import { themeMediaFiles, themesModule } from "../modules/themes/index.ts";
import { module as uploads } from "../modules/uploads/index.ts";
import { videoFilterUsers, videoMediaFiles, videosModule, videoThemeUsers } from "../modules/videos/index.ts";
import {
  module as webinars,
  webinarDocuments,
  webinarMediaFiles,
  webinarPackProduct,
  webinarProduct,
} from "../modules/webinars/index.ts";
import type { AppModule } from "./module.ts";

/** Which files each kind of item refers to, for the media module's read model of served files. */
const media = mediaModule([videoMediaFiles, themeMediaFiles, audiobookMediaFiles, webinarMediaFiles]);
/** Which items have themes and filters: a theme they use is not deleted, a deleted filter is taken off them. */
const themes = themesModule([videoThemeUsers]);
const filters = filtersModule([videoFilterUsers]);
/** Audiobooks are read in a language: a deleted language is taken off them first. */
const languages = languagesModule([audiobookLanguageUsers]);
/** The PDF viewer opens the audiobooks' methodologies and the webinars' documents too. */
const videos = videosModule([audiobookDocuments, webinarDocuments]);

/** What is sold besides the subscription plans: the payments module takes the price from these, and they grant what was paid. */
const payments = paymentsModule([webinarProduct, webinarPackProduct]);

/** Every business module of the process, in no particular order. */
export const appModules: AppModule[] = [
  accessModule,
  themes,
  filters,
  languages,
  references,
  videos,
  audiobooks,
  contact,
  accounts,
  payments,
  webinars,
  media,
  uploads,
];
