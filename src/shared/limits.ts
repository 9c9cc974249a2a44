/**
 * Every limit the server enforces against abuse, in one place, each with the reason for its number.
 * The GraphQL limits are checked against every operation the client sends (test/security/
 * graphql-armour.int.test.ts measures them), so a number too low for a real screen fails a test.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const graphqlLimits = {
  /** The client's deepest operation nests 4 levels (fragments flattened); 8 leaves room for hand-written queries. */
  maxDepth: 8,
  /** The client uses no aliases; a few allow a hand-written query, 1,000 `getVideos` in one request do not pass. */
  maxAliases: 10,
  /** The client's longest operation is 185 tokens; past 1,000 the parser stops reading. */
  maxTokens: 1000,
  /** The client's operations carry no directives; a flood of them is refused. */
  maxDirectives: 10,
  /**
   * Cost: every field costs 1, every item of a list argument 1, and the selection under a list
   * counts as many times as the list can have items (graphqlListSizes). The client's costliest
   * operation (the video form: the video, its lists and every video to choose the next ones from)
   * costs 1,676, a reorder of 1,000 videos 1,201, the home page 740; half as much again keeps
   * hand-written queries possible while lists of lists of everything, or a list argument of
   * thousands of items that no cap names, are refused.
   */
  maxCost: 2500,
  /**
   * The cost a library admin's operation may have: the admin zone's reports ask for whole lists
   * with their lists (every audiobook with its files and their counts, 10,201 by the count above).
   * Admins are signed in and known; the bound is the one that still stops lists of lists of
   * lists (a hundred audiobooks × a hundred files × a hundred anything is 1,000,000).
   */
  maxAdminCost: 50_000,
  /** A JSON body: the longest form (a contact message of 5,000 characters, registrations) is far below. */
  maxJsonBodyBytes: 256 * 1024,
  /**
   * A search box's text: a few words is what people type. Every word becomes a term of one
   * full-text query, and 20,000 of them overflowed PostgreSQL's stack and froze PGlite.
   */
  maxSearchLength: 100,
} as const;

/**
 * How many items each list field can return at most (its page size or a rule of the product), for
 * the cost limit. A list not named here counts as `default`.
 */
export const graphqlListSizes: Record<string, number> = {
  default: 100,
  "Query.getThemes": 30, // the catalogue's themes: a dozen today
  "Query.getBaseTags": 50, // filters
  "Query.getLanguages": 20,
  "Query.getReferences": 50, // testimonials, all languages
  "Query.getPlans": 5,
  // the admins' answers to a reorder: the same lists
  "Mutation.patchThemeOrder": 30,
  "Mutation.patchFilterOrder": 50,
  "Mutation.patchLanguageOrder": 20,
  "Mutation.searchTags": 20, // the tag search's suggestions
  "VideoList.videos": 16, // page size
  "VideoDetail.related": 4, // next videos
  "Profile.users": 10, // a school's seats, the most of any profile
  "Profile.subscriptions": 50, // a subscription a month for four years
  "Profile.orders": 50,
  "Video.themes": 10,
  "Video.filters": 20,
  "Video.tags": 40,
  "Video.methodics": 20,
  "Video.highlights": 20, // as many as the form takes (graphqlListArgumentLimits)
  "Video.relatedVideoIds": 20,
  "Video.subtitles": 4, // one track per language
  "Video.translations": 3, // cz, en, es
  "AudiobookList.audiobooks": 10, // page size
  "Audiobook.audioFiles": 100, // an audiobook's chapters: the files two uploads take at most
  "Audiobook.methodics": 20,
  "Audiobook.tags": 40,
  "Audiobook.translations": 3,
  "Highlight.translations": 3,
  "WebinarList.webinars": 16, // page size
  "Webinar.tags": 40,
  "Webinar.materials": 20,
  "Webinar.highlights": 20,
  "WebinarPack.webinars": 20, // a pack of a few webinars; more still answer, they only cost more than counted
  "WebinarPack.webinarIds": 20,
  "WebinarAdmission.webinars": 10, // a pack's webinars (a handful); more still answer, they only cost more than counted
  "Query.getWebinarPacks": 30,
  // a profile's admissions: one per purchase; 20 x 10 keeps "Moje webináre" (title and link of each
  // webinar) near 900, where 50 x 20 made it 4,251, over maxCost
  "Query.getMyWebinars": 20,
  "Query.getProfileWebinarAdmissions": 20,
  "Profile.webinarAdmissions": 20,
};

/**
 * The most items each list argument takes (TOO_MANY_ITEMS beyond), checked before anything
 * executes (src/app/list-arguments.ts). A list is named by its place: `Type.field(argument)`, or
 * `InputType.field` inside an input object. Every list argument of the schema is named here
 * (test/security/list-arguments.int.test.ts checks it); `default` only guards one added later. Each
 * number is the largest real need; where the answer lists the same things, it is the size the
 * cost limit counts for them (graphqlListSizes), so a saved item never costs more than counted.
 */
export const graphqlListArgumentLimits: Record<string, number> = {
  default: 100,
  // a visitor's filters: every filter that exists (getBaseTags counts 50); the screens tick a few
  "Query.getVideos(filters)": 50,
  // an audiobook list's filters are its languages (getLanguages counts 20)
  "Query.getAudiobooks(filters)": 20,
  // a form's lists: what an item shows (Video.themes, .filters, .tags…); the demo's largest are 2 themes and 3 tags
  "Mutation.editVideo(themes)": 10,
  "Mutation.editVideo(filters)": 20,
  "Mutation.editVideo(tags)": 40,
  "Mutation.editVideo(methodics)": 20,
  "Mutation.editVideo(highlights)": 20,
  // the next videos the admin picks: the page shows 4, a few more give it a choice when one is hidden
  "Mutation.editVideo(related)": 20,
  "Mutation.editVideo(subtitles)": 4, // one track per language
  "Mutation.editAudiobook(tags)": 40,
  "Mutation.editAudiobook(methodics)": 20,
  "Mutation.editAudiobook(audioFiles)": 100, // chapters: two full uploads (50 files each)
  // the one e-book: the form sends one; the last new one of a few is kept
  "Mutation.editAudiobook(materials)": 5,
  "Mutation.editWebinar(tags)": 40,
  "Mutation.editWebinar(materials)": 20,
  "Mutation.editWebinar(highlights)": 20,
  "Mutation.editWebinarPack(webinars)": 20, // a pack of a few webinars (the demo's: 3 and 2)
  // a reorder sends the whole list (the admin's drag and drop): far above a real catalogue (the
  // demo has 6 themes, 6 filters, 4 languages, 44 videos, 6 audiobooks, 5 webinars, 2 packs), so
  // that adding items never leaves a list that cannot be reordered; 40,000 ids are refused
  "Mutation.patchThemeOrder(themes)": 100,
  "Mutation.patchFilterOrder(filters)": 100,
  "Mutation.patchLanguageOrder(languages)": 50,
  "Mutation.patchVideoOrder(videos)": 1_000,
  "Mutation.patchAudiobookOrder(audiobooks)": 1_000,
  "Mutation.patchWebinarOrder(webinars)": 1_000,
  "Mutation.patchWebinarPackOrder(webinarPacks)": 100,
  // files of one upload request: the upload gate's MAX_FILES_PER_REQUEST (src/modules/uploads/kinds.ts)
  "Mutation.uploadAudioFile(files)": 50,
  "Mutation.uploadMaterial(files)": 50,
  "Mutation.uploadMethodic(files)": 50,
};

/**
 * A counted thing: after `freeAttempts` within `forgetAfterMs`, each further attempt blocks the key
 * for `firstBlockMs`, doubling with every attempt up to `maxBlockMs`. The count is forgotten
 * `forgetAfterMs` after the last attempt (or the end of the block, whichever is later).
 */
export type ThrottlePolicy = { freeAttempts: number; firstBlockMs: number; maxBlockMs: number; forgetAfterMs: number };

/**
 * Logins (and changing a password, which checks the current one). Every attempt is reserved in
 * each of these counters before the password is checked, so no more than the free attempts are
 * ever checked, however many arrive at once; a refused attempt is never checked at all. A
 * successful login gives its own attempt back and forgives the failures of that account from that
 * address (the owner mistyping), so successes never count. The account's counters are keyed by its
 * address and by its password's salted hash: a new password (a reset) starts them afresh from
 * every address.
 */
export const loginLimits = {
  /**
   * Failed logins per account from one client address: five tries, then 30 s, 1 min, 2 min… up to
   * 15 min. The owner who mistypes meets this one first, and it blocks only that address.
   */
  perAccountAndClient: { freeAttempts: 5, firstBlockMs: 30 * SECOND, maxBlockMs: 15 * MINUTE, forgetAfterMs: HOUR },
  /**
   * Failed logins per account from all addresses together: ten, then 1 min, 2, 4… up to an hour,
   * forgotten an hour after the last failure or the end of its block. Guessing one password from
   * many addresses gets ten tries an hour at most, about 240 a day, where it got 28 a second. It
   * can lock the owner out too, so the refusal says so (limitedBy "account") and points to the
   * password reset, which lets the owner in at once. Ten leaves the owner, who meets the five of
   * perAccountAndClient first on any one device, room to mistype on a second one.
   */
  perAccount: { freeAttempts: 10, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /**
   * Failed logins per client address, any account: 100, then 30 s, 1 min… up to 15 min. A school's
   * 30 teachers share one address: even if each of them mistyped three times before any got in,
   * they stay below, and the failures of those who then log in are given back, so only the
   * failures of accounts nobody gets into add up. One address trying many accounts (each still at
   * most 5 from there and 10 from everywhere) gets 100 tries an hour.
   */
  perClient: { freeAttempts: 100, firstBlockMs: 30 * SECOND, maxBlockMs: 15 * MINUTE, forgetAfterMs: HOUR },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * Anonymous writes, per client address and per target (the address a mail goes to, the e-mail
 * being registered, the payment being confirmed). Numbers are generous for a person and a school
 * sharing one address, and small for a script.
 */
export const writeLimits = {
  /**
   * Password-reset mails to one address: three, then 1 min, 2 min… up to an hour (no mail-bombing
   * an inbox). Reserved before the mail is sent, so concurrent requests send no more. Whoever asks,
   * the mails go to the owner, and a link lasts two hours: the owner always holds a usable one.
   */
  resetPerAddress: { freeAttempts: 3, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /** Password-reset requests per client address: ten an hour, for a school's staff as well as a person. */
  resetPerClient: { freeAttempts: 10, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /** Setting a password with a reset link, per client address (each try costs a password hash; counted before it runs). */
  resetPasswordPerClient: { freeAttempts: 10, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /** Contact messages per client address: a person writes a few. */
  contactPerClient: { freeAttempts: 5, firstBlockMs: 10 * MINUTE, maxBlockMs: 24 * HOUR, forgetAfterMs: 24 * HOUR },
  /** Contact messages per sender address. */
  contactPerSender: { freeAttempts: 3, firstBlockMs: 10 * MINUTE, maxBlockMs: 24 * HOUR, forgetAfterMs: 24 * HOUR },
  /** Registrations (trial or paid) per client address: a school's staff may register from one room. */
  registrationPerClient: {
    freeAttempts: 10,
    firstBlockMs: 10 * MINUTE,
    maxBlockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
  },
  /** Registration attempts per e-mail address (a refused card or a typo is retried a few times). */
  registrationPerEmail: { freeAttempts: 5, firstBlockMs: 10 * MINUTE, maxBlockMs: 24 * HOUR, forgetAfterMs: 24 * HOUR },
  /** Card payments started for registering, per client address (each one is an event and a provider call). */
  paymentIntentPerClient: {
    freeAttempts: 20,
    firstBlockMs: 10 * MINUTE,
    maxBlockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
  },
  /** Card payments started per e-mail address being registered. */
  paymentIntentPerEmail: {
    freeAttempts: 10,
    firstBlockMs: 10 * MINUTE,
    maxBlockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
  },
  /** Test-card confirmations per client address (the built-in test provider). */
  testCardPerClient: { freeAttempts: 30, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /**
   * Listening statistics (a file started or heard, an e-book downloaded, an audiobook opened) per
   * client address: a class of 30 sharing one address, each opening a few audiobooks of a dozen
   * files, stays far below; a script replaying calls meets the block after a few hundred.
   */
  statisticsPerClient: { freeAttempts: 300, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
  /** Test-card confirmations per payment. */
  testCardPerPayment: { freeAttempts: 10, firstBlockMs: MINUTE, maxBlockMs: HOUR, forgetAfterMs: HOUR },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * The longest texts the catalogue's forms take (videos, audiobooks, webinars, packs, their
 * translations): room for any real title or label, while a page of text pasted into a title, or a
 * script filling the read models with megabytes, is refused with TOO_LONG.
 */
export const contentTextLimits = {
  /** A title: the longest demo title has 60 characters. */
  title: 200,
  /** A subtitle: one sentence. */
  subtitle: 300,
  /** A label: a tag, a length ("1:12:30"), a document's or a file's name as the screens show it. */
  label: 200,
  /** A highlight's text: one line beside its time. */
  highlight: 300,
  /** The admin's note on an item. */
  note: 5_000,
  /** A file's address, a player's id. */
  address: 2_048,
  /** A description's HTML: long articles fit; a JSON body is at most 256 KB anyway. */
  richText: 100_000,
  /** A theme's, filter's or language's name: a button or a chip on the home page. */
  listName: 100,
  /** A language's abbreviation in lists ("SK"). */
  abbreviation: 10,
  /** A testimonial's text: the demo's are about 100 characters, a long one a few paragraphs. */
  testimonial: 5_000,
} as const;

/**
 * A URL slug's length: what slugify makes of a title (80 characters) is also the most an admin may
 * choose, so an address stays short enough to read out and to fit in a printed lesson plan.
 */
export const MAX_SLUG_LENGTH = 80;
