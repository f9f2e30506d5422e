// The performance budget, in one place so the bench and any later check agree. Every number comes
// from shared/design.md § "Performance budget": change it there first, then here.

export const budget = {
  /** Booking issue: "the slots page p95 ≤ 50 ms server time with 10 salespeople and 2,000 future bookings", both databases. */
  maxSlotsPageP95Ms: 50,
  /**
   * design.md: Lighthouse performance / accessibility / best practices / SEO 100 / 100 / 100 / 100,
   * held at the default mobile preset (at 8× CPU only TBT has a budget).
   */
  minScore: 100,
  /**
   * "Instant on a cheap phone" (design.md: "LCP · TBT · CLS ≤ 1.0 s · ≤ 50 ms · 0"): LCP
   * ≤ 1.0 s on every route at the default mobile preset.
   */
  maxLcpMs: 1000,
  /** design.md: TBT ≤ 50 ms at the default mobile preset (4× CPU slowdown). */
  maxTbtMs: 50,
  /**
   * design.md: "TBT ≤ 150 ms with the CPU slowdown at 8×, a cheap phone"; the same preset
   * otherwise.
   */
  maxTbtMsAt8xCpu: 150,
  /**
   * design.md: CLS 0 is the target. A shift above it is reported beside the figure; only
   * one above the earlier budget, 0.02, is flagged.
   */
  targetCls: 0,
  maxCls: 0.02,
  /** design.md: JavaScript on routes without a form ≤ 10 KB gzip (0 is the goal). */
  maxScriptBytes: 10 * 1024,
  /** design.md: JavaScript on routes with a form ≤ 80 KB gzip. */
  maxScriptBytesWithForm: 80 * 1024,
  /**
   * The first response within one round trip, 14 * 1024 = 14,336 bytes as Lighthouse counts
   * the document's transfer size, response headers included (design.md: "HTML of the first view ≤ 14 KB").
   */
  maxDocumentBytes: 14 * 1024,
  /** Lead-path issue (not yet in design.md): ≥ 1,000 accepted leads/s on SQLite on this machine... */
  minLeadsPerSecond: 1000,
  /** ...with p99 latency ≤ 50 ms under that load. */
  maxLeadP99Ms: 50,
  /**
   * Inbox issue (not yet in design.md): "Works on SQLite and PostgreSQL; with 100,000 leads (bench
   * fixture) the first page and a search each answer in ≤ 100 ms at p95 on this machine".
   */
  maxInboxP95Ms: 100,
  /** Search issue: "the inbox search at 100,000 leads p95 ≤ 50 ms", both databases. */
  maxInboxSearchP95Ms: 50,
  /** Personal data issue: "erasing one person among 100,000 leads takes ≤ 2 s on both databases". */
  maxErasePersonMs: 2000,
  /** Sales workspace issue: "'Hôm nay' and 'Của tôi' p95 ≤ 50 ms" at 100,000 leads, both databases. */
  maxSalesViewP95Ms: 50,
  /** Search issue: "with 10,000 published articles: search p95 ≤ 30 ms (server time)", both databases. */
  maxSearchP95Ms: 30,
  /** Assistant issue: "retrieval answer p95 ≤ 50 ms server time at 1,000 articles on both databases". */
  maxAssistantRetrievalP95Ms: 50,
  /**
   * Assistant issue: "with a local fake model, first streamed words on screen ≤ 300 ms after the
   * model's first token"; held at p95 up to the client's reading the first delta line over HTTP.
   */
  maxAssistantFirstWordsMs: 300,
  /** Sales workspace issue: "the dashboard's queries p95 ≤ 150 ms for 90 days". */
  maxDashboardP95Ms: 150,
  /**
   * Notification issue (not yet in design.md): sales hear of a new lead "within a minute". Held at
   * p99 of stored → received under a burst of 1,000 leads (a campaign's worst case), on every
   * channel: max would make one slow SMTP answer a breach, p50 would hide a queue that falls behind.
   */
  maxNotifyLagP99Ms: 60_000,
  /** Issue 55: "from the lead's commit to the push service's 201: p95 ≤ 2 s on both databases". */
  maxPushLagP95Ms: 2_000,
  /** Issue 56: counting visits costs the request path of a cached page at most 2 % (median of paired runs). */
  maxVisitCountingCost: 0.02,
  /** Issue 56: the dashboard's 90-day view with a year of visits for 500 pages, p95. */
  maxVisitDashboardP95Ms: 150,
  /**
   * A fresh install: "readers' pages answer within 300 ms from the first second"; held
   * at p95 of readers' pages over the first 10 s after the port opens, both databases.
   */
  maxFirstStartPageP95Ms: 300,
  /** Robustness issue: "a held SQLite write lock for 10 s while / and /tin-tuc answer within 200 ms". */
  maxPageDuringFaultMs: 200,
  /** Robustness issue: "200 concurrent wrong sign-ins → … /tin-tuc p95 within 100 ms meanwhile". */
  maxNewsP95DuringFloodMs: 100,
  /**
   * Assistant flood issue: "1,000 concurrent assistant questions leave cached pages' p95 within 2×
   * of the same flood of page requests", both databases.
   */
  maxAssistantFloodPageP95Ratio: 2,
  /**
   * Operations issue: "npm run bench notes the overhead of metrics on the lead path". Held at a tenth
   * of the lead throughput, the most a counter and a histogram per request may reasonably cost.
   */
  maxMetricsCostPercent: 10,
} as const;
