// The spec's section 9 and every number it leaves open, in one place.

export const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The language of what people write (a vacancy, a candidate's profile) is detected when it is saved; below this many
 * characters a guess is too often wrong, and the text gets none.
 */
export const TEXT_LANGUAGE = { minLength: 20, sampleMax: 2_000 } as const;
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
/** A stored or requested language, or the default where it is not one we speak. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export const PRODUCT_NAME = 'Hushwork';
export const BRAND_COLOR = '#F28F3E';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export const ACCESS_TOKEN_TTL_S = 7200;
export const REFRESH_TOKEN_TTL_S = 2_592_000;

export const BREAKPOINTS = { xl: 1175, lg: 1100, md: 768, sm: 575 } as const;
export const CONTAINER_WIDTHS = { default: 1105, wide: 1660 } as const;
export const AUTH_CONTENT_WIDTH = 555;
export const TEXTAREA_DEFAULT_ROWS = 7;
export const MODAL_DEFAULT_WIDTH = 750;
export const MODAL_OPEN_DELAY_MS = 100;
/** A search page's typed filters (words, salary) apply this long after the last keystroke; ticks apply at once. */
export const FILTER_TYPING_DEBOUNCE_MS = 600;
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const HASH_SCROLL_RETRIES = 50;
export const HASH_SCROLL_INTERVAL_MS = 100;

export const DEFAULT_CONTINENT_ID = 1;
export const DEFAULT_CONTINENT_SLUG = 'europe';

export const CATALOG_LIMITS = {
  countriesMax: 300,
  countriesDefault: 10,
  citiesDefault: 10,
  citiesMax: 50,
  specializationsDefault: 10,
  specializationsMax: 100,
  specializationsTop: 15,
  specializationsShown: 5,
  keywordsDefault: 10,
  keywordsMax: 100,
  keywordsTop: 5,
  citiesTop: 20,
  topCountries: 10,
  searchMaxLength: 100,
} as const;

/** Specialization type ids the spec allows: see docs/decisions/0006-specialization-types.md. */
export const SPECIALIZATION_TYPES = { role: 2, platform: 3, domain: 4 } as const;
export const SPECIALIZATION_TYPE_IDS = [2, 3, 4] as const;

export const SENIORITY = ['trainee', 'junior', 'middle', 'senior'] as const;
export const EXPERIENCE = ['without', '0.5y', '1y', '1.5y', '2y', '3y+', '5y+'] as const;
export const ENGLISH_LEVELS = [
  'without',
  'beginner',
  'pre_intermediate',
  'intermediate',
  'upper_intermediate',
  'fluent',
] as const;
export const JOB_TYPES = [
  'full_time',
  'part_time',
  'is_remote_work',
  'freelance',
  'moving',
  'is_considering_outstaff',
] as const;
export const EMPLOYMENT = ['is_seekers', 'is_outstaffing'] as const;
export const DEGREES = ['secondary', 'bachelor', 'specialist', 'master'] as const;
export const PROJECT_DURATIONS = ['few_weeks', 'up_3_m', '3_6_m', 'more_6_m'] as const;

export const FLAGS = { companyPremium: false, community: false, telegramBot: true } as const;

/** Country recognised for its own logo and banner (spec section 9). */
export const SPECIAL_COUNTRY = 'IL';

/** Identity: lifetimes of single-use links and the bounds of what a person types. */
export const IDENTITY = {
  emailVerifyTtlS: 24 * 60 * 60,
  passwordResetTtlS: 60 * 60,
  accountDeleteTtlS: 24 * 60 * 60,
  accountErasureDelayS: 30 * 24 * 60 * 60,
  /** The "finish your account" link a quick application mails: longer than a reset, since it comes unasked for. */
  finishAccountTtlS: 7 * 24 * 60 * 60,
  realtimeTokenTtlS: 5 * 60,
  sessionCacheTtlMs: 5_000,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
} as const;

/**
 * Admins' second factor (TOTP, RFC 6238, with the authenticator apps' defaults: SHA-1, 6 digits, 30 s). A code is
 * taken from one step before to one step after the server's clock, for phones whose clocks drift; a step once used
 * is never taken again. Recovery codes are 16 characters of base32 (80 bits), so a SHA-256 of each is enough.
 */
export const SECOND_FACTOR = {
  issuer: 'Hushwork',
  stepS: 30,
  digits: 6,
  toleranceS: 30,
  /** How long the password step's answer lets the second step be made. */
  challengeTtlS: 5 * 60,
  /** Longer than a challenge: enrolling means installing an app and scanning a code. */
  enrolmentTtlS: 15 * 60,
  recoveryCodes: 10,
  recoveryCodeLength: 16,
  /** The longest thing the code field takes: a recovery code written in groups with dashes or spaces. */
  codeMax: 40,
} as const;

/** Companies: the bounds of what the add-company wizard takes, and the public list's page size. */
export const COMPANIES = {
  sizes: ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'],
  nameMax: 100,
  descriptionMax: 5000,
  siteMax: 200,
  officesMax: 20,
  specializationsMax: 10,
  technologiesMax: 30,
  pageSize: 20,
  searchLimit: 10,
  noteMax: 2000,
  photosMax: 20,
  reviewTitleMax: 120,
  reviewTextMin: 10,
  reviewTextMax: 3000,
  reviewCommentMax: 1000,
  reviewsPageSize: 10,
} as const;

/**
 * Billing (issue 27): every price in minor units (cents) of `currency`, never a float. Spec section 9 fixes company
 * premium and resume mailing; the rest are ours. Employer tariffs are monthly or yearly subscriptions that include
 * turbo raises and cut the fee of a successful hire; the rest are one payment for a fixed period.
 */
export const BILLING = {
  currency: 'USD',
  /** Spec section 5: a promo code never takes a price below one unit. */
  minPriceMinor: 100,
  companyPremium: { month: 3_000, year: 22_800 },
  resumeMailing: { one_time: 600, auto: 800 },
  /** `premium/turbo-1`: one vacancy raised to the top of its searches for a week. */
  turbo: { priceMinor: 1_900, days: 7 },
  /** A vacancy's premium placement (highlighted, ranked first among equals) for the tariff's period, renewed. */
  vacancyPremium: { week: { priceMinor: 1_500, days: 7 }, month: { priceMinor: 4_500, days: 30 } },
  /** A reported hire is paid within `payWithinDays`; after that the reminder banner turns up for the team. */
  successfulHiring: { feeMinor: 20_000, payWithinDays: 14 },
  employerTariffs: {
    growth: { month: 9_900, year: 99_000, turboPerMonth: 2, hiringDiscountPercent: 50 },
    scale: { month: 24_900, year: 249_000, turboPerMonth: 6, hiringDiscountPercent: 100 },
  },
  promo: { codeMax: 40, percentMax: 100 },
  /** A payment the browser started and never finished stops blocking a new one after this. */
  paymentWaitS: 30 * 60,
  /** The VAT share an invoice shows inside its prices; 0 while the seller is not registered for VAT. */
  vatRatePercent: 0,
  invoicePrefix: 'HW',
  companyDetailsMax: 200,
  ordersPageSize: 20,
  /**
   * The community directory's plans (ADR 0049): a free demo once per company, then a month or a year, each giving
   * `opensPerMonth` openings of members' names and contacts per month (a year's are refilled monthly).
   */
  community: {
    demo: { days: 7, opens: 3 },
    month: { priceMinor: 4_900, opensPerMonth: 30 },
    year: { priceMinor: 49_000, opensPerMonth: 30 },
  },
} as const;
export type BillingPeriod = 'month' | 'year';

/**
 * The community directory (ADR 0049): members found 20 a page, searched by free text, community skills, seniority
 * and country.
 */
export const COMMUNITY = {
  pageSize: 20,
  pageMax: 500,
  queryMax: 100,
  skillsMax: 10,
  skillMax: 60,
  plans: ['demo', 'month', 'year'],
  paidPlans: ['month', 'year'],
} as const;

/**
 * The resume builder (issue 28): a document's bounds (a real resume's, with room; 40 jobs is refused), its design
 * choices and a guest's token. The wizard's steps are spec section 8's five.
 */
export const RESUMES = {
  wizardSteps: 5,
  /** Spec section 8: the default template and font; a size of 0 is the template's own. */
  defaultTemplate: 'default',
  defaultFont: 'Montserrat',
  fonts: ['Montserrat', 'Roboto', 'PT Serif'],
  /** Points of body text; 0 keeps the template's default. */
  fontSizes: [0, 9, 10, 11, 12],
  nameMax: 60,
  titleMax: 120,
  lineMax: 200,
  textMax: 3_000,
  summaryMax: 2_000,
  experienceMax: 30,
  educationMax: 15,
  skillsMax: 50,
  languagesMax: 15,
  coursesMax: 20,
  linksMax: 10,
  /** A photo arrives as a data URL and is re-encoded to a square JPEG of `photoSidePx`. */
  photoMaxBytes: 2 * 1024 * 1024,
  photoSidePx: 400,
  /** A guest's resume is reached with its token; one account keeps at most `perUserMax` resumes. */
  tokenBytes: 32,
  perUserMax: 30,
  /** A guest's resume nobody attached to an account is deleted after this long untouched. */
  guestKeepDays: 90,
  matchingVacanciesMax: 20,
  /** `pdf-preview` renders a document nobody saved: bounded per address. */
  previewPerIp: { limit: 120, windowS: 10 * 60 },
  storePerIp: { limit: 30, windowS: 60 * 60 },
  /**
   * Resume mailing: at most `targetsMax` vacancies picked; with none picked, the best `autoPickMax` matching ones;
   * the autosender sends an `auto` mailing to at most `dailyLimit` companies a day; the log shows the last `logShown`.
   */
  mailing: { targetsMax: 20, autoPickMax: 10, dailyLimit: 10, logShown: 50 },
} as const;

/** Favorites: what can be saved, the list's page size, and how many things one account may keep. */
/**
 * The blog, its comments and the contact form (issue 29). A comment's bounds follow a review's comment; the contact
 * form's are a support desk's usual ones.
 */
export const CONTENT = {
  categories: ['resume', 'career', 'interview'],
  /** The static and legal pages written in `content/pages`. */
  pages: ['agreement', 'cookie', 'outstaffing', 'privacy', 'rules'],
  slugMax: 120,
  postsPageSize: 9,
  mostViewedSize: 5,
  relatedMax: 4,
  /** Words a minute an adult reads on a screen; a reading time is rounded up, at least one minute. */
  wordsPerMinute: 200,
  commentMin: 2,
  commentMax: 2000,
  contactNameMax: 100,
  contactTopics: ['question', 'job_seekers', 'employers', 'billing', 'privacy', 'bug', 'other'],
  contactMessageMin: 10,
  contactMessageMax: 5000,
} as const;

/**
 * Salary reports (issue 29): figures from live approved vacancies with a salary, each vacancy's monthly pay taken as
 * the middle of its range (or the one end it gives) in US dollars at `VACANCIES.usdPerUnit`. A figure is shown only
 * where at least `minVacancies` back it; the figures are computed again every `refreshMinutes`.
 */
export const SALARIES = {
  minVacancies: 10,
  refreshMinutes: 60,
  /** The overview lists at most this many technologies, those with the most vacancies first. */
  overviewMax: 60,
  countriesMax: 20,
} as const;

/**
 * The Telegram bot (spec section 2, issue 29): how long a personal `?start=` link may link an account, and how long
 * the ids of handled updates are kept to recognise Telegram's retries (it keeps an undelivered update 24 hours).
 */
export const TELEGRAM = {
  linkTokenMinutes: 30,
  updateRetentionDays: 7,
  pruneEveryMinutes: 60,
  /**
   * Notices (a new response, an offer, unread messages) wait in an outbox: sent every minute (the jobs' finest
   * rhythm), at most `noticeBatch` a run, one after another (Telegram takes about 30 messages a second from a bot),
   * each tried `noticeAttempts` times.
   */
  noticeEveryMinutes: 1,
  noticeBatch: 200,
  noticeAttempts: 5,
} as const;

export const FAVORITES = {
  types: ['vacancy', 'candidate', 'company'],
  pageSize: 20,
  perUserMax: 1000,
} as const;

/**
 * Messaging (ADR 0027): the bounds of a message and of the lists, the realtime socket's limits, and when unread
 * messages are mailed as a digest: once a message has waited `digestAfterS` unread, at most one mail per account each
 * `digestCooldownS`, checked every `digestEveryMs`.
 */
export const MESSAGING = {
  textMax: 2000,
  /** A room's messages per page, read upward from the newest (`before_id`). */
  pageSize: 50,
  roomsPageSize: 20,
  /** Rooms one archive, unarchive or mark-read call may name. */
  idsMax: 100,
  templatesMax: 50,
  sides: ['company', 'candidate'],
  sources: ['search', 'application', 'offer', 'quick_job'],
  /** Messages an account may send, and rooms a company may start from search. */
  sendPerUser: { limit: 30, windowS: 60 },
  roomsPerCompany: { limit: 100, windowS: 24 * 60 * 60 },
  digestAfterS: 30 * 60,
  digestCooldownS: 6 * 60 * 60,
  digestEveryMs: 10 * 60 * 1000,
  /** Rooms a digest names before "and n more". */
  digestRoomsMax: 5,
  /** The socket: ids the server gives (`X-Socket-ID`), frames a client may send, keep-alive and session re-checks. */
  socketIdMax: 64,
  socketFrameMaxBytes: 4096,
  socketPingMs: 30_000,
  socketRecheckMs: 60_000,
  socketsPerUserMax: 20,
  /** The private channel of an account, as a client subscribes to it (`private-user.42`). */
  userChannelPrefix: 'private-user.',
} as const;

/**
 * Vacancies: the bounds of the vacancy wizard, the search's page size and caps (ADR 0024), and how often a company may
 * raise a vacancy's publication date. Salaries are compared in US dollars at the fixed `usdPerUnit` rates: good enough
 * to sort and filter a job board, never shown as a converted amount.
 */
export const VACANCIES = {
  titleMin: 3,
  titleMax: 120,
  /** Sanitized HTML, tags included. */
  descriptionMax: 20_000,
  excerptMax: 300,
  specializationsMax: 10,
  keywordsMax: 5,
  citiesMax: 10,
  questionsMax: 10,
  questionMax: 300,
  budgetMax: 1_000_000,
  hiringBonusMax: 100_000,
  currencies: ['USD', 'EUR', 'PLN', 'UAH', 'GBP'],
  usdPerUnit: { USD: 1, EUR: 1.08, PLN: 0.25, UAH: 0.024, GBP: 1.27 },
  moderationStatuses: ['pending', 'approved', 'rejected'],
  states: ['active', 'paused', 'closed'],
  sorts: ['relevance', 'date', 'salary'],
  pageSize: 20,
  /** Paging is bounded: nobody reads page 101 of a job search, and deep offsets are what makes a search slow. */
  pagesMax: 100,
  /** A text search ranks at most this many of its newest matches, so a broad term costs what a narrow one does. */
  rankedMax: 1000,
  /**
   * Totals and facet counts stop at this many matches ("2,000+"): as many as the pages can show (`pagesMax` of
   * `pageSize`), so what a search reads to count is bounded at any size of the data (ADR 0044).
   */
  countMax: 2000,
  facetValuesMax: 20,
  searchMaxLength: 100,
  autocompleteLimit: 8,
  similarLimit: 4,
  vipListMax: 12,
  /** Featured (VIP) vacancies shown in the first slots of the job search's results, marked, not a wall above them. */
  featuredSlots: 3,
  /** VIP vacancies a company may have at once. */
  vipPerCompanyMax: 3,
  raiseIntervalS: 24 * 60 * 60,
  /** JSON-LD validThrough: a vacancy is advertised this long after its publication date. */
  validForDays: 30,
  mineStates: ['all', 'pending', 'approved', 'rejected', 'active', 'paused', 'closed'],
  sitemapUrlsMax: 50_000,
  landingPagesMax: 200,
} as const;

/**
 * Candidates: the bounds of the anonymous profile (spec section 5 gives keywords, tags and specializations), the
 * public list's page size, and how often a candidate may raise their publication date (the 24 hours).
 */
export const CANDIDATES = {
  keywordsMax: 5,
  tagsMax: 5,
  tagMax: 30,
  specializationsMax: 10,
  placesMax: 10,
  desiredPositionMax: 120,
  expectationMax: 5000,
  excerptMax: 300,
  /** Monthly expectation in `salaryCurrency`, whole units. */
  salaryMax: 1_000_000,
  salaryCurrency: 'USD',
  pageSize: 20,
  /** The highest page number a query may carry, in any list of candidates (the opened candidates' list pages that far). */
  pageMax: 10_000,
  /**
   * Totals stop at this many matches ("2,000+"): the 100 pages of `pageSize` a search answers, since its pages end at
   * what it counted (a page past them answers an empty list, which the web redirects to the last), and ranking by
   * relevance reaches 50 (`rankedMax`). So a count reads at most this many rows at any size of the data (ADR 0045).
   */
  countMax: 2000,
  searchMaxLength: 100,
  quickSearchLimit: 5,
  desiredPositionsLimit: 10,
  publishIntervalS: 24 * 60 * 60,
  noteMax: 2000,
  ratingMin: 1,
  ratingMax: 5,
  educationMax: 20,
  experienceMax: 30,
  skillsMax: 50,
  entryTextMax: 3000,
  institutionMax: 200,
  specialtyMax: 200,
  positionMax: 120,
  companyNameMax: 200,
  skillNameMax: 60,
  skillLevels: ['beginner', 'intermediate', 'advanced', 'expert'],
  yearMin: 1950,
  yearMax: 2100,
  hiddenCompaniesMax: 50,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  contactMax: 200,
  /** Where an opening came from: the candidate's own choice, or the conversation it was given in. */
  openingSources: ['profile', 'application', 'offer', 'chat', 'outstaff', 'community'],
  /** The landing pages /candidates/search/{slug} (spec section 2). */
  landings: ['android', 'design', 'marketing', 'mobile', 'python', 'qa', 'ruby', 'web'],
  sorts: ['published', 'relevance', 'salary_asc', 'salary_desc'],
  /** `relevance` ranks at most this many matches (the newest), so a broad term stays fast: 50 pages. */
  rankedMax: 1000,
} as const;

/**
 * Applications, responses and offers: a worker's application to a vacancy is the company's response; a company's
 * offer goes to a candidate. The bounds of what either side types, the lists' page size, and the fixed reasons a
 * company picks from when it turns a response down (their words are the `Applications` catalog's `rejectReasons`).
 */
export const APPLICATIONS = {
  coverLetterMax: 5000,
  answerMax: 2000,
  applicantNameMax: 100,
  statuses: ['new', 'rejected', 'offered'],
  rejectReasons: ['position_filled', 'experience', 'skills', 'salary', 'location', 'language', 'other'],
  rejectTextMax: 1000,
  offerMessageMax: 3000,
  offerStatuses: ['pending', 'approved', 'declined'],
  /** Where an offer was sent from: a response, a candidate's page, a quick-job proposal, or for an outstaffer. */
  offerSources: ['response', 'candidate', 'quick_job', 'outstaff'],
  pageSize: 20,
  pageMax: 10_000,
} as const;

/**
 * The admin area: how many items one moderation decision may carry, the reason's length, list pages, and how many
 * days the dashboard's trends cover.
 */
export const ADMIN = {
  moderationStatuses: ['pending', 'approved', 'rejected'],
  decisionIdsMax: 100,
  reasonMax: 1000,
  searchMax: 100,
  pageSize: 25,
  pageMax: 10_000,
  trendDays: 30,
  /** Suggestions an autocomplete answers at most. */
  autocompleteMax: 10,
  /** Messages of a conversation an admin reads a page at a time. */
  roomPageSize: 50,
  /**
   * The recruiter import's file (docs/admin-import-djinni-recruiters.md): bytes and recruiters one run takes. A run is
   * one transaction, about 20 ms a row on the embedded database, which answers nothing else meanwhile: 500 rows keep
   * that near ten seconds.
   */
  importMaxBytes: 2 * 1024 * 1024,
  importMaxRows: 500,
} as const;

/**
 * Page views (ADR 0037, 0043): marks wait in memory at most `flushAfterMs`, or until `batchMax` are waiting, and go
 * in one statement. The wait stays short so an admin's statistics show a view within a second.
 */
export const VIEWS = { flushAfterMs: 250, batchMax: 500 } as const;

/**
 * Uploads (platform/files): bytes a file may have, and the pixels an image may declare before it is decoded. A photo
 * is stored at most `imageMaxDimension` on its longer side, with a `thumbDimension` copy for lists.
 */
export const FILE_LIMITS = {
  imageMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  imageMaxInputPixels: 50_000_000,
  imageMaxDimension: 2560,
  thumbDimension: 400,
  nameMax: 200,
} as const;

/**
 * Fetching a public page or feed on a user's or an admin's behalf (`platform/fetch`: the vacancy import, external job
 * feeds): bounds, so that one address cannot hold a request, fill the memory or walk the server round in redirects.
 */
export const FETCH = {
  maxRedirects: 5,
  /** Of the body as read, after decompression. */
  maxBytes: 2 * 1024 * 1024,
  /** From the first connection to the last byte, redirects included. */
  timeoutMs: 10_000,
  urlMax: 2000,
  userAgent: 'HushworkBot/1.0 (job import)',
} as const;

/**
 * External jobs: vacancies that live on another site (imported from JSON or RSS feeds an admin configures), their
 * list's page size, the bounds of a stored job, and the rating people give the companies behind them.
 */
export const EXTERNAL_JOBS = {
  pageSize: 20,
  pagesMax: 100,
  searchMaxLength: 100,
  titleMax: 200,
  companyMax: 120,
  locationMax: 200,
  /** Sanitized HTML, tags included. */
  descriptionMax: 20_000,
  excerptMax: 300,
  feedsMax: 50,
  /** A feed's first items only: a feed is a list of the newest jobs, not an archive. */
  feedItemsMax: 500,
  /** How often the queue fetches the feeds. */
  feedIntervalMs: 60 * 60 * 1000,
  ratingMin: 1,
  ratingMax: 5,
  currencies: ['USD', 'EUR', 'PLN', 'UAH', 'GBP'],
  salaryMax: 10_000_000,
} as const;

/** Rate limits: a number of events per window, counted in Redis when configured. */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 10, windowS: 15 * 60 },
  loginPerIp: { limit: 60, windowS: 15 * 60 },
  /** Wrong second-factor codes of one admin: whoever sends them already knows the password. */
  secondFactorFailuresPerAccount: { limit: 5, windowS: 15 * 60 },
  registerPerIp: { limit: 10, windowS: 60 * 60 },
  forgotPasswordPerIp: { limit: 10, windowS: 60 * 60 },
  forgotPasswordPerEmail: { limit: 3, windowS: 60 * 60 },
  sendVerificationPerUser: { limit: 5, windowS: 60 * 60 },
  checkEmailPerIp: { limit: 30, windowS: 10 * 60 },
  /** A quick application creates an account and mails a stranger's address: few per address and hour. */
  quickApplyPerIp: { limit: 5, windowS: 60 * 60 },
  /** Each import fetches another site's page on the company's behalf. */
  importVacancyPerUser: { limit: 30, windowS: 60 * 60 },
  externalQuickApplyPerIp: { limit: 30, windowS: 10 * 60 },
  /** Blog comments wait for a moderator: a person writes a few an hour, a spammer hundreds. */
  postCommentPerUser: { limit: 10, windowS: 60 * 60 },
  postRatingPerIp: { limit: 60, windowS: 60 * 60 },
  /** Promo codes are guessed by bots: a buyer checks one or two. */
  promoCheckPerUser: { limit: 20, windowS: 10 * 60 },
  /** Each sends a mail to an address a stranger typed. */
  subscriptionEmailPerIp: { limit: 5, windowS: 60 * 60 },
  /** Each payment started creates objects at the provider. */
  paymentStartPerUser: { limit: 20, windowS: 60 * 60 },
  /** Each opens a community member's name and contacts: a recruiter opens a few an hour, a scraper hundreds. */
  communityOpenPerUser: { limit: 30, windowS: 60 * 60 },
  /** A member's request mails the company owner. */
  communityPaymentLinkPerUser: { limit: 5, windowS: 60 * 60 },
  /** Each message is mailed to the support desk. */
  contactFormPerIp: { limit: 5, windowS: 60 * 60 },
  /** Each command a Telegram chat sends is answered through Telegram's API: a person sends a few, a flood many. */
  telegramCommandsPerChat: { limit: 10, windowS: 60 },
  /** Wrong webhook secrets from one address: only someone guessing it sends them. */
  telegramWebhookFailuresPerIp: { limit: 10, windowS: 15 * 60 },
} as const;
export type RateLimitRule = { limit: number; windowS: number };

/** Mails a user may turn off; account mails (verification, reset, security notices) always go. */
export const NOTIFICATION_KINDS = ['new_message', 'job_offer', 'response', 'job_alert', 'news'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'telegram'] as const;
/**
 * Kinds a user receives only once they tick them: marketing asks for consent, it does not assume it. The others are
 * about the user's own applications, offers and conversations, and are on until turned off.
 */
export const NOTIFICATION_OPT_IN_KINDS: readonly (typeof NOTIFICATION_KINDS)[number][] = ['news'];
/** Whether a kind is on for a user who made no choice about it (on every channel, in every language). */
export const isNotificationOnByDefault = (kind: string) =>
  !(NOTIFICATION_OPT_IN_KINDS as readonly string[]).includes(kind);

/**
 * How long a mail stays in the outbox once it was sent or given up on. Its body holds an address and single-use links,
 * so it is kept only as long as support may need to see that it went out, or why it did not.
 */
export const MAIL_RETENTION = { sentS: 7 * 24 * 60 * 60, failedS: 30 * 24 * 60 * 60, pruneIntervalS: 60 * 60 } as const;

/** httpOnly cookies the web keeps the session in (API clients use `Authorization: Bearer` instead). */
export const SESSION_COOKIES = { access: 'hw_access', refresh: 'hw_refresh' } as const;
