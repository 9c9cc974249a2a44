import type { EventStoreTables } from "../eventstore/tables.ts";
import type { ThrottleTables } from "../shared/throttle-tables.ts";
import type { AccountsTables } from "../modules/accounts/tables.ts";
import type { AudiobookTables } from "../modules/audiobooks/tables.ts";
import type { ContactTables } from "../modules/contact/tables.ts";
import type { FilterTables } from "../modules/filters/tables.ts";
import type { LanguageTables } from "../modules/languages/tables.ts";
import type { MediaTables } from "../modules/media/tables.ts";
import type { PaymentsTables } from "../modules/payments/tables.ts";
import type { ReferenceTables } from "../modules/references/tables.ts";
import type { ThemeTables } from "../modules/themes/tables.ts";
import type { UploadTables } from "../modules/uploads/tables.ts";
import type { VideoTables } from "../modules/videos/tables.ts";
import type { WebinarTables } from "../modules/webinars/tables.ts";

/**
 * The typed shape of every table: the event store's own and the projector checkpoints
 * (src/eventstore/tables.ts), and each module's read models (its tables.ts).
 */
export interface Database
  extends
    EventStoreTables,
    ThrottleTables,
    ThemeTables,
    FilterTables,
    LanguageTables,
    ReferenceTables,
    VideoTables,
    AudiobookTables,
    ContactTables,
    AccountsTables,
    PaymentsTables,
    MediaTables,
    UploadTables,
    WebinarTables {}
