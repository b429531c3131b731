import { useEffect } from 'react';

/** Sets the tab's title for the page that calls it: "About · MindCheck"; no argument gives "MindCheck". */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · MindCheck` : 'MindCheck';
  }, [title]);
}
