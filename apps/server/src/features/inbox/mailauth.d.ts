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

declare module "mailauth/lib/dkim/sign.js" {
  export function dkimSign(
    input: Buffer | string,
    options: {
      canonicalization?: string;
      algorithm?: string;
      signatureData: { signingDomain: string; selector: string; privateKey: string | Buffer }[];
    },
  ): Promise<{ signatures: string; errors: unknown[] }>;
}
