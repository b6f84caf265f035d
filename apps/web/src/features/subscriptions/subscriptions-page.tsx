import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { TProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import { type MouseEvent, useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { errorMessage } from "../../lib/api/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { CancelSubscriptionDialog, type CancelTarget } from "./cancel-subscription-dialog";
import { ChangePlanDrawer, type PlanDrawerTarget } from "./change-plan-drawer";
import { openCheckout } from "./open-checkout";
import { PaymentResultModal } from "./payment-result-modal";
import { RecentHistory } from "./recent-history";
import { SubscriptionCard, subscriptionCardId } from "./subscription-card";
import { checkoutText, subscriptionText } from "./subscription-messages";
import { availableProducts, liveSubscriptionFor } from "./subscription-rules";
import {
  type PricingTier,
  useCancelSubscriptionMutation,
  useChangeSubscriptionPlanMutation,
} from "./subscriptions-api";
import { SwitchPlanDialog, type SwitchTarget } from "./switch-plan-dialog";
import { usePlanPreview } from "./use-plan-preview";
import { type SubscriptionsData, useSubscriptionsData } from "./use-subscriptions-data";

/**
 * /dashboard/subscriptions/ — one card per available product, the Change Plan drawer (which also starts a
 * checkout), cancellation, the Recent History table, and the modal the checkout's return address asks for.
 * Buying, changing and cancelling are offered to the organization's Admin only; a Member sees the plans read-only.
 */
export function SubscriptionsPage() {
  useDocumentTitle(subscriptionText.pageTitle);
  const { state, reload } = useSubscriptionsData();
  const [changeSubscriptionPlan] = useChangeSubscriptionPlanMutation();
  const [cancelSubscription] = useCancelSubscriptionMutation();
  const [drawerAppId, setDrawerAppId] = useState<number | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [busyTier, setBusyTier] = useState<string | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const [switchTarget, setSwitchTarget] = useState<SwitchTarget | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const switchOpenerRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastCardRef = useRef<number | null>(null);

  const data = state.status === "ready" ? state.data : null;

  const returnFocus = useCallback(() => {
    if (openerRef.current?.isConnected) return openerRef.current;
    const card = lastCardRef.current === null ? null : document.getElementById(subscriptionCardId(lastCardRef.current));
    return card ?? headingRef.current;
  }, []);

  const rememberOpener = (event: MouseEvent<HTMLElement>, appId: number) => {
    openerRef.current = event.currentTarget;
    lastCardRef.current = appId;
  };

  const drawerTarget: PlanDrawerTarget | null = (() => {
    if (!data || drawerAppId === null) return null;
    const product = availableProducts.find((candidate) => candidate.appId === drawerAppId);
    if (!product) return null;
    return {
      product,
      subscription: liveSubscriptionFor(data.subscriptions, product.appId) ?? null,
      strategy: data.strategies[product.appId],
    };
  })();

  const planPreview = usePlanPreview(drawerTarget?.subscription ?? null);

  const confirmSwitch = async (target: SwitchTarget) => {
    const subscription = drawerTarget?.subscription;
    if (!subscription || busyTier) return;
    const tierName = target.price.tier;
    setBusyTier(tierName);
    const result = await changeSubscriptionPlan({ subsId: subscription.subsId, tier: tierName });
    setBusyTier(null);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    setSwitchTarget(null);
    setDrawerAppId(null);
    toast.success(result.data.note || `Your ${target.productTitle} plan is now ${tierName}.`);
  };

  const pickTier = async (tier: PricingTier, event: MouseEvent<HTMLButtonElement>) => {
    if (!data || !drawerTarget || busyTier) return;
    const { subscription, strategy, product } = drawerTarget;
    if (subscription) {
      const preview = planPreview.status === "ready" ? planPreview.preview : null;
      const price = preview?.tiers.find((candidate) => candidate.tier === tier.tier);
      if (!preview || !price) return;
      switchOpenerRef.current = event.currentTarget;
      setSwitchTarget({ productTitle: product.title, currentTier: subscription.pricingTier, preview, price });
      return;
    }
    setBusyTier(tier.tier);
    if (!strategy) {
      setBusyTier(null);
      toast.error(checkoutText.failed);
      return;
    }
    const isRedirecting = await openCheckout({
      userId: data.userId,
      organizationId: data.organizationId,
      strategy,
      tier,
      subsId: null,
    });
    if (!isRedirecting) setBusyTier(null);
  };

  const confirmCancel = async (target: CancelTarget) => {
    setIsCancelling(true);
    const result = await cancelSubscription(target.subscription.subsId);
    setIsCancelling(false);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    setCancelTarget(null);
    toast.success(
      `Your ${target.productTitle} subscription is canceled. It stays active until ${formatOrdinalDate(result.data.endDate)}.`,
    );
  };

  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-semibold focus:outline-none sm:text-4xl">
          {subscriptionText.pageTitle}
        </h1>
        <p className="mt-2 max-w-prose text-muted">
          Your plan for each practice area: what it costs, when it renews, and what it includes.{" "}
          <Link to={paths.dashboardBilling} className="font-semibold text-primary underline underline-offset-4">
            Invoices and receipts
          </Link>
        </p>
      </header>

      {state.status === "loading" ? <PageLoader /> : null}
      {state.status === "error" ? (
        <LoadError title="We could not load your subscriptions." message={state.message} onRetry={reload} />
      ) : null}
      {data ? (
        <SubscriptionsOverview
          data={data}
          onChangePlan={(product, event) => {
            rememberOpener(event, product.appId);
            setDrawerAppId(product.appId);
          }}
          onCancel={(product, event) => {
            const subscription = liveSubscriptionFor(data.subscriptions, product.appId);
            if (!subscription) return;
            rememberOpener(event, product.appId);
            setCancelTarget({ productTitle: product.title, subscription });
          }}
        />
      ) : null}

      <ChangePlanDrawer
        target={drawerTarget}
        preview={planPreview}
        busyTier={busyTier}
        onPick={(tier, event) => void pickTier(tier, event)}
        onClose={() => {
          if (!busyTier) setDrawerAppId(null);
        }}
        returnFocusTo={returnFocus}
      />
      <SwitchPlanDialog
        target={switchTarget}
        isBusy={busyTier !== null}
        onConfirm={(target) => void confirmSwitch(target)}
        onClose={() => setSwitchTarget(null)}
        returnFocusTo={() => (switchOpenerRef.current?.isConnected ? switchOpenerRef.current : returnFocus())}
      />
      <CancelSubscriptionDialog
        target={cancelTarget}
        isBusy={isCancelling}
        onConfirm={(target) => void confirmCancel(target)}
        onClose={() => setCancelTarget(null)}
        returnFocusTo={returnFocus}
      />
      <PaymentResultModal
        returnFocusTo={() => headingRef.current}
        onDismiss={(result) => {
          if (result.kind === "success") reload();
        }}
      />
    </>
  );
}

function SubscriptionsOverview({
  data,
  onChangePlan,
  onCancel,
}: {
  data: SubscriptionsData;
  onChangePlan: (product: TProduct, event: MouseEvent<HTMLButtonElement>) => void;
  onCancel: (product: TProduct, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <>
      <ul className="grid items-start gap-6 lg:grid-cols-2" aria-label="Practice areas">
        {availableProducts.map((product) => (
          <li key={product.appId}>
            <SubscriptionCard
              product={product}
              subscription={liveSubscriptionFor(data.subscriptions, product.appId)}
              strategy={data.strategies[product.appId]}
              canManage={data.canManageSubscriptions}
              onChangePlan={(event) => onChangePlan(product, event)}
              onChoosePlan={(event) => onChangePlan(product, event)}
              onCancel={(event) => onCancel(product, event)}
            />
          </li>
        ))}
      </ul>
      <RecentHistory subscriptions={data.subscriptions} />
    </>
  );
}
