import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type LoaderFunction,
  type Location,
  matchRoutes,
  Navigate,
  type Navigator,
  type RouteObject,
  Router,
  type To,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
} from "react-router";
import { startDeferredWork } from "./visitor-acts";

/**
 * The app's routes are written as data-router route objects (`lazy`, a synchronous `loader`, `errorElement`,
 * `HydrateFallback`), but rendered with React Router's declarative `useRoutes` (decision 068): the data router
 * (`createBrowserRouter`, about 18 KB of compressed JavaScript) is more than a prerendered page can carry before it
 * is interactive. This file gives the route objects the few behaviours of the data router the app uses.
 */

type LazyRoute = { Component?: ComponentType | null; [key: string]: unknown };

/** Loads the lazy modules of the routes that match `location`, so a render of that page does not suspend. */
export async function loadMatchedRoutes(routes: RouteObject[], location: string | Partial<Location>): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...((await route.lazy()) as LazyRoute), lazy: undefined });
    }),
  );
}

/**
 * Runs the loaders of the routes that match `href` (synchronous checks such as "a signed-in visitor does not see
 * /login"). The redirect's target when one redirects, otherwise null.
 */
export function loaderRedirect(routes: RouteObject[], href: string): string | null {
  const url = new URL(href);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const target = runLoader(route.loader, url, params);
    if (target) return target;
  }
  return null;
}

function runLoader(loader: RouteObject["loader"], url: URL, params: Record<string, string | undefined>) {
  if (typeof loader !== "function") return null;
  try {
    const answer = (loader as LoaderFunction)({
      request: new Request(url.href),
      url,
      params,
      pattern: "",
      context: undefined,
    } as Parameters<LoaderFunction>[0]);
    if (answer instanceof Promise) throw new Error("a route loader must be synchronous (decision 068)");
    if (answer instanceof Response) return redirectTarget(answer);
  } catch (thrown) {
    if (thrown instanceof Response) return redirectTarget(thrown);
    throw thrown;
  }
  return null;
}

function redirectTarget(response: Response): string | null {
  return response.status >= 300 && response.status < 400 ? response.headers.get("Location") : null;
}

const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest `errorElement` is showing (React Router's `useRouteError`, for these routes). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

interface ErrorBoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route's `errorElement`: shown for an error thrown while rendering, until the visitor goes elsewhere. */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; location: Location }) {
    if (props.location.pathname !== state.location.pathname || props.location.search !== state.location.search) {
      return { error: undefined, location: props.location };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("React Router caught the following error during render", error, info);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

const lazyComponents = new WeakMap<RouteObject, ComponentType>();

/** The route's component: the one its module gave, or a lazy one that loads the module on first render. */
function routeComponent(route: RouteObject): ComponentType | null {
  // The same component on every render, or React would mount the page afresh once its module is in.
  const lazyComponent = lazyComponents.get(route);
  if (lazyComponent) return lazyComponent;
  if (route.Component) return route.Component;
  if (typeof route.lazy !== "function") return null;
  let component = lazyComponents.get(route);
  if (!component) {
    const load = route.lazy as () => Promise<LazyRoute>;
    component = lazy(async () => {
      const loaded = await load();
      Object.assign(route, { ...loaded, lazy: undefined });
      return { default: loaded.Component ?? (() => null) };
    });
    lazyComponents.set(route, component);
  }
  return component;
}

/** Runs the route's loader once per visit; a redirect it throws becomes a replacing navigation. */
function LoaderGate({ route, children }: { route: RouteObject; children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit (location.key), as the data router does
  const target = useMemo(
    () => runLoader(route.loader, new URL(location.pathname + location.search, "http://localhost"), params),
    [location.key, route],
  );
  return target ? <Navigate to={target} replace /> : children;
}

function RouteElement({ route }: { route: RouteObject }) {
  const location = useLocation();
  const RouteComponent = routeComponent(route);
  let element: ReactNode = RouteComponent ? <RouteComponent /> : (route.element ?? null);
  if (route.loader) element = <LoaderGate route={route}>{element}</LoaderGate>;
  if (route.HydrateFallback) element = <Suspense fallback={<route.HydrateFallback />}>{element}</Suspense>;
  if (route.errorElement) {
    element = (
      <RouteErrorBoundary location={location} fallback={route.errorElement}>
        {element}
      </RouteErrorBoundary>
    );
  }
  return element;
}

/** The route objects as `useRoutes` renders them. */
function elementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        element: <RouteElement route={route} />,
        children: route.children ? elementRoutes(route.children) : undefined,
      }) as RouteObject,
  );
}

/**
 * React Router's `BrowserRouter`, moving as the data router did: a link or `navigate` first loads the next page's
 * lazy modules, then changes the address and renders it, so the address never runs ahead of the page and the page in
 * front of the visitor stays until the next is ready. Back and forward render as a transition for the same reason.
 */
export function AppBrowserRouter({ routes, children }: { routes: RouteObject[]; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A page rendered in the browser waits for nothing (lib/visitor-acts.ts).
        startDeferredWork();
        if (action === "POP") startTransition(() => setState({ action, location }));
        else setState({ action, location });
      }),
    [history],
  );
  const navigator = useMemo<Navigator>(() => {
    let latest = 0;
    const afterLoading =
      (method: "push" | "replace") =>
      (to: To, ...rest: [unknown?, unknown?]) => {
        latest += 1;
        const navigation = latest;
        void loadMatchedRoutes(routes, to)
          .catch(() => undefined)
          .then(() => {
            // A later navigation wins over one still loading.
            if (navigation === latest) history[method](to, rest[0]);
          });
      };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: afterLoading("push"),
      replace: afterLoading("replace"),
    };
  }, [history, routes]);
  return (
    <Router navigator={navigator} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}

/** Renders the page for the current location, inside a `BrowserRouter` (the browser) or `StaticRouter` (prerender). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const converted = useMemo(() => elementRoutes(routes), [routes]);
  return useRoutes(converted);
}

const SCROLL_KEY = "paralex-scroll-positions";
let scrollPositions: Map<string, number> | null = null;

/** Where the visitor was on each page of this tab's history, kept across reloads like React Router's. */
function savedScrollPositions(): Map<string, number> {
  if (!scrollPositions) {
    try {
      scrollPositions = new Map(Object.entries(JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "{}")));
    } catch {
      scrollPositions = new Map();
    }
    window.addEventListener("pagehide", () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(Object.fromEntries(savedScrollPositions())));
      } catch {
        // storage full or unavailable: the positions are not kept
      }
    });
  }
  return scrollPositions;
}

/**
 * React Router's `ScrollRestoration` for these routes: a new page starts at the top (or at its `#hash`), and going
 * back or forward returns to where the visitor was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    const positions = savedScrollPositions();
    const onScroll = () => positions.set(location.key, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = location.key === "default" ? undefined : savedScrollPositions().get(location.key);
    if (navigationType === "POP" && typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
