import type { ConsoleMessage, Page } from "@playwright/test";

export interface CapturedProblem {
  kind: "console.error" | "pageerror";
  text: string;
  /** The page, script or resource the message is about. */
  url: string;
}

type Matcher = RegExp | ((problem: CapturedProblem) => boolean);

/**
 * Collects every console.error and uncaught page error while a test runs, so a stray error fails it.
 * Failed requests to other hosts are allowed (the machine has no internet); a test allows what it expects.
 */
export class ConsoleGuard {
  readonly problems: CapturedProblem[] = [];
  readonly allowedProblems: CapturedProblem[] = [];
  private readonly matchers: Matcher[] = [];
  private readonly ownHost: string;

  constructor(baseURL: string | undefined) {
    this.ownHost = baseURL ? new URL(baseURL).host : "";
  }

  /** Marks console errors the test expects (by text, or by a predicate) as allowed. */
  allow(matcher: Matcher): void {
    this.matchers.push(matcher);
  }

  watch(page: Page): void {
    page.on("console", (message) => this.onConsole(message));
    page.on("pageerror", (error) =>
      this.record({ kind: "pageerror", text: String(error.stack ?? error), url: page.url() }),
    );
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== "error") return;
    this.record({ kind: "console.error", text: message.text(), url: message.location().url });
  }

  private record(problem: CapturedProblem): void {
    if (this.isAllowed(problem)) this.allowedProblems.push(problem);
    else this.problems.push(problem);
  }

  private isAllowed(problem: CapturedProblem): boolean {
    if (problem.kind === "console.error" && this.isExternalResourceFailure(problem)) return true;
    return this.matchers.some((matcher) => (matcher instanceof RegExp ? matcher.test(problem.text) : matcher(problem)));
  }

  /** A resource from another host that could not load: expected offline (video frame, scheduling page). */
  private isExternalResourceFailure(problem: CapturedProblem): boolean {
    if (!/^Failed to load resource/.test(problem.text) || !problem.url) return false;
    try {
      const { host, protocol } = new URL(problem.url);
      return protocol.startsWith("http") && host !== this.ownHost;
    } catch {
      return false;
    }
  }

  report(): string {
    return this.problems
      .map((problem) => `  [${problem.kind}] ${problem.text}${problem.url ? ` (${problem.url})` : ""}`)
      .join("\n");
  }
}
