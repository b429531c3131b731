// The code-splitting groups of the app's small shared modules (client/vite.config.ts), by area.
/**
 * Small modules of the app that several pages share, gathered by area (#36: a phone's connection
 * pays a round trip per file, and on HTTP/1.1 six at a time): without this the bundler makes a
 * chunk for every set of pages that shares a module, and a first view fetched 15-17 files of 1-2
 * KB. A module's pages are the lazy roots (a route's page or layout, src/app/router.tsx) that reach
 * it through static imports. Left to the bundler: code the entry (main.tsx) or the landing page
 * reaches (the landing route's budget), a page's own code, big modules (over SMALL_MODULE
 * characters: a page that does not need one should not pay for it), libraries, and modules that
 * only pages outside the lists below reach (the consoles, the room: split as before; a page of
 * theirs loads an area chunk where it shares a module with the lists' pages). A module whose own
 * imports would bring another file to the chunk's pages stays out too.
 *  - `member`: reached only by the member's pages and frame;
 *  - `public`: reached only by the public forms' pages (sign-in, sign-up, the account pages);
 *  - `shared`: reached by both kinds (and SHARED_MODULES, always).
 */
const SMALL_MODULE = 8000;
const MEMBER_ROOTS =
  /[\\/]src[\\/](app[\\/]layouts[\\/](signed-in-layout|apollo-area)\.tsx|features[\\/](dashboard[\\/]dashboard-page|assessment[\\/]assessment-page|measures[\\/]measure-page|experts[\\/]experts-page|history[\\/]test-history-page|chat[\\/]chat-page|booking[\\/]my-bookings-page|safety[\\/](safety-plan|consent)-page|profile[\\/]profile-page)\.tsx)$/;
const PUBLIC_ROOTS = /[\\/]src[\\/]features[\\/](auth[\\/]sign-(in|up)-page|account[\\/][\w-]+-page)\.tsx$/;
/** The app's entry (index.html's script); the playground's entry is another. */
const APP_ENTRY = /[\\/]client[\\/](index\.html|src[\\/]main\.tsx)$/;
/** The `forms` group (vite.config.ts): react-hook-form and the form parts (sign-in's first load). */
export const FORMS_MODULES =
  /node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]components[\\/](form-field\.tsx|form-card\.tsx|busy-button\.tsx)$/;
/** The `icons` group (vite.config.ts). */
export const ICONS_MODULES =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](shield-check|users|rotate-ccw-clock|message-circle|calendar-check|arrow-left)\.mjs$/;
/**
 * Small modules that pages of both areas share (toasts, text fields, auth texts, the spec's
 * messages, dates, paint timing, the assessments' links, sign-out): always in `shared`.
 */
const SHARED_MODULES =
  /node_modules[\\/](react-hot-toast|goober)[\\/]|[\\/]common[\\/]src[\\/]messages\.ts$|[\\/]src[\\/](components[\\/](toasts\.tsx|text-field\.tsx|assessment-links\.ts)|lib[\\/](use-painted|use-forget-member|member-caches|lazy-resolver|format-day)\.ts|features[\\/]auth[\\/]auth-messages\.ts)$/;
/**
 * Kept out by name: what a module takes through common's index (re-exports) cannot be told from
 * here, the entry reaches that index; the phone filter reaches libphonenumber through it (see `forms`).
 */
const KEPT_APART = /[\\/]src[\\/]components[\\/]input-filters\.ts$/;
const APP_MODULE = /^\0app-en:|[\\/](client|common)[\\/]src[\\/](?!.*node_modules)/;
type ModuleInfoLite = {
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  isEntry: boolean;
  code: string | null;
};
type Area = 'member' | 'public' | 'shared';
const areaCache = new Map<string, Area | null>();
/** The area chunk of a module, or null; a module goes in only when its own imports add no file. */
export function areaChunk(id: string, ctx: { getModuleInfo: (id: string) => ModuleInfoLite | null }): Area | null {
  // Called on the context: the bundler's method needs its `this`.
  const getModuleInfo = (moduleId: string) => ctx.getModuleInfo(moduleId);
  const entryReaches = new Map<string, boolean>();
  /** The lazy roots that reach `start` through static imports; null when the entry or the landing page does. */
  const rootsOf = (start: string): Set<string> | null => {
    const roots = new Set<string>();
    const seen = new Set<string>([start]);
    const queue = [...(getModuleInfo(start)?.importers ?? [])];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const importer = getModuleInfo(next);
      if (!importer || APP_ENTRY.test(next) || /[\\/]landing-page\.tsx$/.test(next)) return null;
      // Another entry (the playground) counts as a root outside the areas.
      if (importer.dynamicImporters.length || importer.isEntry) roots.add(next);
      queue.push(...importer.importers);
    }
    return roots;
  };
  const reachedByEntry = (moduleId: string) => {
    if (!entryReaches.has(moduleId)) entryReaches.set(moduleId, rootsOf(moduleId) === null);
    return entryReaches.get(moduleId)!;
  };
  const inProgress = new Set<string>();
  const classify = (moduleId: string): Area | null => {
    if (areaCache.has(moduleId)) return areaCache.get(moduleId)!;
    if (inProgress.has(moduleId)) return 'shared'; // an import cycle: decided by its first module
    inProgress.add(moduleId);
    const area = decide(moduleId);
    inProgress.delete(moduleId);
    areaCache.set(moduleId, area);
    return area;
  };
  const decide = (moduleId: string): Area | null => {
    if (SHARED_MODULES.test(moduleId)) return 'shared';
    const info = getModuleInfo(moduleId);
    if (
      !info ||
      !APP_MODULE.test(moduleId) ||
      KEPT_APART.test(moduleId) ||
      info.isEntry ||
      info.dynamicImporters.length
    )
      return null;
    if ((info.code?.length ?? Infinity) > SMALL_MODULE) return null;
    const roots = rootsOf(moduleId);
    if (!roots || roots.size < 2) return null;
    const ids = [...roots];
    const member = ids.some((root) => MEMBER_ROOTS.test(root));
    const open = ids.some((root) => PUBLIC_ROOTS.test(root));
    if (!member && !open) return null;
    const area: Area = member && open ? 'shared' : member ? 'member' : 'public';
    // Its imports must already be loaded where it is (the entry's) or come along in this chunk or
    // in `shared`: otherwise every page that loads the chunk would fetch them too.
    for (const imported of info.importedIds) {
      if (reachedByEntry(imported) || ICONS_MODULES.test(imported)) continue;
      // `forms` comes with the public forms' pages, not with a member's page that has none.
      if (FORMS_MODULES.test(imported)) {
        if (area === 'public') continue;
        return null;
      }
      const theirs = classify(imported);
      if (theirs !== area && theirs !== 'shared') return null;
    }
    return area;
  };
  return classify(id);
}
