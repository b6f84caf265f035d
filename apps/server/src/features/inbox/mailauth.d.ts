declare module "mailauth" {
  export interface AuthenticateResult {
    dmarc: { status: { result: string; comment?: string }; domain?: string; error?: string } | false;
    spf?: { status: { result: string } } | false;
    dkim?: { results: { status: { result: string } }[] };
  }
  export function authenticate(
    input: Buffer | string,
    options: {
      ip?: string;
      helo?: string;
      sender?: string;
      mta?: string;
      resolver?: (name: string, rrtype: string) => Promise<unknown>;
      disableBimi?: boolean;
      trustReceived?: boolean;
    },
  ): Promise<AuthenticateResult>;
}
