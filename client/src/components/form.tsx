import type { ComponentProps, FormEvent } from 'react';

/**
 * A form the app checks itself: `noValidate`, so that the rules' own words show (in the member's
 * language) rather than the browser's; `onSubmit` is react-hook-form's handler (`handleSubmit`).
 * Name it with `aria-label` or `aria-labelledby`.
 */
export function Form({
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit: (event: FormEvent) => Promise<void> }) {
  return <form noValidate onSubmit={(event) => void onSubmit(event)} {...props} />;
}
