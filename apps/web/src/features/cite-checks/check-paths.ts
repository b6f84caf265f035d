import { paths } from "@paralex/shared/routes";

export const checkPath = (id: string) => `${paths.dashboardCiteCheck}${encodeURIComponent(id)}/`;
export const isRunning = (check: { status: string }) => check.status === "queued" || check.status === "running";
