import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll handling for declarative routing: a new page starts at the top (or at its #hash), Back and Forward return
 * to where the reader was. Changing only the query string (the event list's filters) keeps the position.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  currentKey.current = location.key;
  const pageLoaded = useRef(false);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (path) changes, not on query changes
  useLayoutEffect(() => {
    // The page the browser loaded stays where the reader already is: a server-drawn page may have been scrolled
    // before the app took it over, and the browser itself puts a #hash in view.
    if (!pageLoaded.current) {
      pageLoaded.current = true;
      return;
    }
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname]);

  return null;
}
