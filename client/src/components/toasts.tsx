import toast, { Toaster } from 'react-hot-toast';
import { provideToaster } from '../lib/toaster-slot';

/** The app's toaster: bottom-center, 2000 ms (spec). */
function AppToaster() {
  return <Toaster position="bottom-center" toastOptions={{ duration: 2000 }} />;
}

// Import `toast` from here, never from react-hot-toast itself: loading this module is what mounts
// the toaster (lib/toaster-slot.ts), so pages without toasts stay without its code.
provideToaster(AppToaster);

export default toast;
