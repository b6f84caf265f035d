import { findMonthlyPlan } from "@paralex/shared/pricing-plans";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PlanDetail } from "./plan-detail";

function PlanPage({ planId }: { planId: string }) {
  const plan = findMonthlyPlan(planId);
  useDocumentTitle(plan.name);
  return <PlanDetail plan={plan} />;
}

export function PrivateAttorneyPage() {
  return <PlanPage planId="private-attorney" />;
}

export function SmallFirmPage() {
  return <PlanPage planId="small-firm" />;
}

export function BigFirmPage() {
  return <PlanPage planId="big-firm" />;
}
