export interface PageWriter {
  /** The page of `path`, from what the prerender module rendered of it. */
  page(path: string, rendered: { head: string; body: string }): string;
}

export function createPageWriter(options: {
  template: string;
  manifest: Record<string, unknown>;
  modulesBeforeHydration: (path: string) => string[];
}): PageWriter;
