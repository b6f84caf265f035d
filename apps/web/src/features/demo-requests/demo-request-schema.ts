type TSchemaModule = typeof import("@paralex/shared/demo-request");

let loaded: TSchemaModule | undefined;
let loading: Promise<TSchemaModule> | undefined;

/**
 * The schema brings libphonenumber-js and its metadata (about 30 KB compressed), so the page fetches it once it
 * is interactive rather than before: the form asks for it when it mounts and reads it when submitted.
 */
export function loadDemoRequestSchema(): Promise<TSchemaModule> {
  loading ??= import("@paralex/shared/demo-request").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const loadedDemoRequestSchema = (): TSchemaModule | undefined => loaded;
