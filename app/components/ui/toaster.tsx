import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { attachToaster, type ToastInput } from './toast-queue';

function present({ kind, title, description, id }: ToastInput) {
  toast[kind](title, { description, id });
}

// Loaded on demand by ToastHost (see toast-host.tsx).
export default function Toaster() {
  useEffect(() => {
    attachToaster(present);
    return () => attachToaster(null);
  }, []);
  return <SonnerToaster position="bottom-right" visibleToasts={3} duration={4000} closeButton richColors />;
}
