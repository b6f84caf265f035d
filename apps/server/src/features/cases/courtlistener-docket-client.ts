import { normaliseDocketNumber } from "@paralex/dockets/docket-number";
import { z } from "zod";

/** CourtListener's REST API answered what we cannot use, or could not be reached. */
export class CourtListenerDocketError extends Error {
  override name = "CourtListenerDocketError";
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface CourtListenerDocketClientOptions {
  url: string;
  token: string;
  timeoutMs: number;
}

const ZDocketPage = z.object({
  results: z.array(
    z.object({ id: z.number().int(), docket_number: z.string().nullish(), case_name: z.string().nullish() }),
  ),
});
const ZAlert = z.object({ id: z.number().int(), docket: z.union([z.number().int(), z.string()]) });

/**
 * CourtListener's `docket_number_core` of a normalised docket number: the year's two digits and the sequence in five
 * (`22-cv-1461` and `22-10943` → `2201461`, `2210943`). Its `docket_number` filter is exact on CourtListener's own
 * spelling (`1:22-cv-01461`, office number and judge's initials included), which a case's normalised number cannot
 * rebuild; the core can, and the results are then matched by normalising their numbers.
 */
export function docketNumberCoreOf(docketNumber: string): string | null {
  const parts = /^(\d{2})-(?:[a-z]{1,4}-)?(\d{1,5})$/.exec(docketNumber);
  return parts ? `${parts[1]}${(parts[2] as string).padStart(5, "0")}` : null;
}

/**
 * The calls of CourtListener's docket alerts (REST v4, Token auth): find a docket by court and docket number,
 * subscribe the account to it, make the subscription live again, and delete it. Every call is one request of the
 * shared budget; the caller takes it first.
 */
export function createCourtListenerDocketClient(options: CourtListenerDocketClientOptions) {
  const headers = { authorization: `Token ${options.token}`, accept: "application/json" };
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.url), {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      throw new CourtListenerDocketError("CourtListener could not be reached.", null);
    }
    if (response.status === 204) return null;
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new CourtListenerDocketError(`CourtListener answered ${response.status}.`, response.status);
    return body;
  }

  return {
    /** The docket's id, or null when CourtListener has no docket of that number in that court. */
    async findDocket(courtId: string, docketNumber: string): Promise<number | null> {
      const core = docketNumberCoreOf(docketNumber);
      if (!core) return null;
      const query = new URLSearchParams({ court: courtId, docket_number_core: core });
      const page = ZDocketPage.safeParse(await call(`/api/rest/v4/dockets/?${query}`));
      if (!page.success) throw new CourtListenerDocketError("CourtListener answered an unexpected body.", 200);
      const match = page.data.results.find(
        (docket) => normaliseDocketNumber(courtId, docket.docket_number ?? "") === docketNumber,
      );
      return match?.id ?? null;
    },
    /** Subscribes the account to the docket's alerts: the alert's id. */
    async createAlert(docketId: number): Promise<number> {
      const alert = ZAlert.safeParse(
        await call("/api/rest/v4/docket-alerts/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ docket: docketId }),
        }),
      );
      if (!alert.success) throw new CourtListenerDocketError("CourtListener answered an unexpected body.", 201);
      return alert.data.id;
    },
    /**
     * Makes the alert a subscription again (`alert_type` 1, CourtListener's documented re-up): re-enables an alert its
     * old docket alerts report disabled, and keeps one it warned of for about six more months. False when CourtListener
     * no longer has the alert.
     */
    async enableAlert(alertId: number): Promise<boolean> {
      try {
        const alert = ZAlert.safeParse(
          await call(`/api/rest/v4/docket-alerts/${alertId}/`, {
            method: "PATCH",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ alert_type: 1 }),
          }),
        );
        if (!alert.success) throw new CourtListenerDocketError("CourtListener answered an unexpected body.", 200);
        return true;
      } catch (error) {
        if (error instanceof CourtListenerDocketError && error.status === 404) return false;
        throw error;
      }
    },
    /** Deletes the subscription; one already gone is taken as deleted. */
    async deleteAlert(alertId: number): Promise<void> {
      try {
        await call(`/api/rest/v4/docket-alerts/${alertId}/`, { method: "DELETE" });
      } catch (error) {
        if (error instanceof CourtListenerDocketError && error.status === 404) return;
        throw error;
      }
    },
  };
}

export type CourtListenerDocketClient = ReturnType<typeof createCourtListenerDocketClient>;
