import { Kind, parse } from "graphql";

/** Root query fields anyone may read (the catalogue the marketing site shows); their resolvers ignore the viewer. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(["products", "pricingStrategies", "pricingStrategy"]);

const MAX_REMEMBERED = 1000;
const remembered = new Map<string, boolean>();

function classify(query: string): boolean {
  try {
    const document = parse(query, { maxTokens: 2000 });
    return document.definitions.every(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === "query" &&
        definition.selectionSet.selections.every(
          (selection) =>
            selection.kind === Kind.FIELD &&
            (PUBLIC_QUERY_FIELDS.has(selection.name.value) || selection.name.value === "__typename"),
        ),
    );
  } catch {
    return false;
  }
}

/**
 * Whether a document only reads public root fields (no mutation, no fragment at the root, no introspection), so
 * answering it needs no viewer and no session lookup. Anything else, including a document that does not parse, is
 * not public. Remembered per query string; a nested field that did want a viewer would see none and refuse.
 */
export function isPublicOperation(query: string): boolean {
  let answer = remembered.get(query);
  if (answer === undefined) {
    answer = classify(query);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(query, answer);
  }
  return answer;
}
