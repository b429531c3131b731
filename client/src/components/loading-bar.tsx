/** The full-page loading state: an indeterminate bar in cornflower blue (#6495ED) across the top. */
export function LoadingBar() {
  return (
    <div className="fixed inset-0 z-50 bg-white">
      <div
        role="progressbar"
        aria-label="Loading"
        aria-busy="true"
        className="absolute inset-x-0 top-0 h-1.5 overflow-hidden bg-[#6495ED]/25"
      >
        <div className="h-full w-2/5 animate-loading-bar bg-[#6495ED]" />
      </div>
    </div>
  );
}
