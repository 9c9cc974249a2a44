import { module as accounts } from "../modules/accounts/index.ts";
import { module as contact } from "../modules/contact/index.ts";
import { module as filters } from "../modules/filters/index.ts";
import { module as languages } from "../modules/languages/index.ts";
import { mediaModule } from "../modules/media/index.ts";
import { module as payments } from "../modules/payments/index.ts";
import { module as references } from "../modules/references/index.ts";
import { themeMediaFiles, module as themes } from "../modules/themes/index.ts";
import { videoMediaFiles, module as videos } from "../modules/videos/index.ts";
import type { AppModule } from "./module.ts";

/** Which files each kind of item refers to, for the media module's read model of served files. */
const media = mediaModule([videoMediaFiles, themeMediaFiles]);

/** Every business module of the process, in no particular order. */
export const appModules: AppModule[] = [themes, filters, languages, references, videos, contact, accounts, payments, media];
