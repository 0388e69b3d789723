interface DrawnPage {
  answers: string;
  html: Promise<string>;
  drawnAt: number;
}

/**
 * Public pages drawn on the server, kept for a few seconds. A page is the same for every visitor, so as long as the
 * API gives the same answers (the catalogue has not changed) the page drawn from them is reused instead of drawn
 * again: drawing costs several milliseconds of CPU, answering from the API's cache a fraction of one. A page is
 * reused only within `maxAgeMs`, so what depends on the time (an event that has started, the refund tier that
 * applies now) is at most that old; the browser draws it again with its own clock when it takes the page over.
 */
export class DrawnPages {
  private readonly pages = new Map<string, DrawnPage>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxPages: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page at `url` drawn from `answers` (their JSON text, in order), drawn by `draw` if not drawn lately. */
  draw(url: string, answers: string, draw: () => Promise<string>): Promise<string> {
    const kept = this.pages.get(url);
    if (kept && kept.answers === answers && this.now() - kept.drawnAt < this.maxAgeMs) return kept.html;
    const html = draw();
    // Concurrent requests for the same page share one drawing; a failed drawing is not kept.
    const page: DrawnPage = { answers, html, drawnAt: this.now() };
    this.pages.delete(url);
    this.pages.set(url, page);
    html.catch(() => {
      if (this.pages.get(url) === page) this.pages.delete(url);
    });
    if (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    return html;
  }
}
