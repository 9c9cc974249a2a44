import type { Migration } from "kysely";
import * as eventStore from "./0001_event_store.ts";
import * as catalogue from "./0002_catalogue.ts";
import * as contact from "./0003_contact.ts";
import * as accounts from "./0004_accounts.ts";
import * as payments from "./0005_payments.ts";
import * as subscriptionGrants from "./0006_subscription_grants.ts";
import * as onboardings from "./0007_onboardings.ts";
import * as media from "./0008_media.ts";
import * as videoCards from "./0009_video_cards.ts";
import * as appendFunction from "./0010_append_function.ts";
import * as videoTranslations from "./0011_video_translations.ts";
import * as adminCatalogue from "./0012_admin_catalogue.ts";
import * as uploads from "./0013_uploads.ts";
import * as audiobooks from "./0014_audiobooks.ts";
import * as webinars from "./0015_webinars.ts";
import * as videoAdminList from "./0016_video_admin_list.ts";
import * as formerSlugs from "./0017_former_slugs.ts";
import * as webinarFormerSlugs from "./0018_webinar_former_slugs.ts";
import * as indexesSetAside from "./0019_indexes_set_aside.ts";

/**
 * Every migration by name, in the order they run. Listed by hand rather than found in the folder
 * at run time, so that the compiled server carries them; a test checks that none is missing.
 */
export const migrations: Record<string, Migration> = {
  "0001_event_store": eventStore,
  "0002_catalogue": catalogue,
  "0003_contact": contact,
  "0004_accounts": accounts,
  "0005_payments": payments,
  "0006_subscription_grants": subscriptionGrants,
  "0007_onboardings": onboardings,
  "0008_media": media,
  "0009_video_cards": videoCards,
  "0010_append_function": appendFunction,
  "0011_video_translations": videoTranslations,
  "0012_admin_catalogue": adminCatalogue,
  "0013_uploads": uploads,
  "0014_audiobooks": audiobooks,
  "0015_webinars": webinars,
  "0016_video_admin_list": videoAdminList,
  "0017_former_slugs": formerSlugs,
  "0018_webinar_former_slugs": webinarFormerSlugs,
  "0019_indexes_set_aside": indexesSetAside,
};
