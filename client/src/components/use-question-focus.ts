import { useEffect, useRef } from 'react';

/**
 * Where the focus goes in a one-question-at-a-time form: each new question's answer list takes it
 * (not on first render), so that the member hears the question and can answer at once; the result's
 * heading takes it when the result shows (`done`).
 */
export function useQuestionFocus(index: number, done: boolean) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  useEffect(() => {
    if (movedRef.current) selectRef.current?.focus();
    movedRef.current = true;
  }, [index]);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);
  return { selectRef, resultRef };
}
