import toast, { Toaster } from 'react-hot-toast';
import { provideToaster } from '../lib/toaster-slot';

/**
 * The app's toaster: bottom-center, 2000 ms (spec). Toasts let the pointer through: a toast that
 * appears under a resting mouse would otherwise pause itself for as long as the mouse stays (the
 * library pauses on hover) and cover the button beneath it.
 */
function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      containerClassName="toaster"
      toastOptions={{ duration: 2000, style: { pointerEvents: 'none' } }}
    />
  );
}

// Import `toast` from here, never from react-hot-toast itself: loading this module is what mounts
// the toaster (lib/toaster-slot.ts), so pages without toasts stay without its code.
provideToaster(AppToaster);

export default toast;
