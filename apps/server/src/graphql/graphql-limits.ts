import { GRAPHQL_ERROR_CODES } from "@paralex/shared/subscriptions";
import {
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLOutputType,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

export const MAX_QUERY_DEPTH = 6;
export const MAX_QUERY_COST = 1000;
/** A field that returns a list is assumed to return this many items when its selections are costed. */
export const LIST_COST_FACTOR = 10;

interface Measure {
  depth: number;
  cost: number;
}

function returnsList(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

/**
 * Measures an operation through its fragments: depth in nested fields, cost as one per field with a list
 * field's selections weighted by LIST_COST_FACTOR. Introspection fields (`__schema`, `__type`) are left to
 * the introspection switch; unknown fields are left to graphql's own rules.
 */
function measure(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType | undefined,
  fragmentsInPath: ReadonlySet<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === "Field") {
      if (selection.name.value.startsWith("__")) continue;
      const field =
        parentType && (isObjectType(parentType) || isInterfaceType(parentType))
          ? parentType.getFields()[selection.name.value]
          : undefined;
      if (!field) continue;
      const childType = getNamedType(field.type);
      const child = selection.selectionSet
        ? measure(context, selection.selectionSet, isCompositeType(childType) ? childType : undefined, fragmentsInPath)
        : { depth: 0, cost: 0 };
      depth = Math.max(depth, 1 + child.depth);
      cost += 1 + (returnsList(field.type) ? LIST_COST_FACTOR : 1) * child.cost;
      continue;
    }
    let fragmentSelections: SelectionSetNode | undefined;
    let typeName: string | undefined;
    let nextPath = fragmentsInPath;
    if (selection.kind === "InlineFragment") {
      fragmentSelections = selection.selectionSet;
      typeName = selection.typeCondition?.name.value;
    } else {
      const name = selection.name.value;
      const fragment = fragmentsInPath.has(name) ? undefined : context.getFragment(name);
      if (!fragment) continue;
      fragmentSelections = fragment.selectionSet;
      typeName = fragment.typeCondition.name.value;
      nextPath = new Set([...fragmentsInPath, name]);
    }
    const conditionType = typeName ? context.getSchema().getType(typeName) : parentType;
    const child = measure(
      context,
      fragmentSelections,
      conditionType && isCompositeType(conditionType) ? conditionType : undefined,
      nextPath,
    );
    depth = Math.max(depth, child.depth);
    cost += child.cost;
  }
  return { depth, cost };
}

/** Refuses operations nested deeper than maxDepth fields or costing more than maxCost, before they run. */
export function createQueryLimitsRule(limits: { maxDepth: number; maxCost: number }): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const rootType =
        node.operation === "query"
          ? schema.getQueryType()
          : node.operation === "mutation"
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      const { depth, cost } = measure(context, node.selectionSet, rootType ?? undefined, new Set());
      if (depth > limits.maxDepth) {
        context.reportError(
          new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${limits.maxDepth}.`, {
            nodes: [node],
            extensions: { code: GRAPHQL_ERROR_CODES.tooDeep },
          }),
        );
      }
      if (cost > limits.maxCost) {
        context.reportError(
          new GraphQLError(`Query is too complex: it costs ${cost}, the limit is ${limits.maxCost}.`, {
            nodes: [node],
            extensions: { code: GRAPHQL_ERROR_CODES.tooComplex },
          }),
        );
      }
    },
  });
}
