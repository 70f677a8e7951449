import type { ApiRoute } from './routes';

/** The route's path with its parameters filled in, each escaped so no value can change the path. */
export const pathOf = (route: ApiRoute, params: Record<string, string> = {}): string =>
  route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
