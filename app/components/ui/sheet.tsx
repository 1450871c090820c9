import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { X } from '~/components/ui/icons';
import { cn } from '~/utils/cn';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  side: 'start' | 'end' | 'bottom';
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

const panelBySide = {
  start: 'inset-y-0 start-0 h-full w-[88vw] max-w-sm border-e',
  end: 'inset-y-0 end-0 h-full w-[92vw] max-w-md border-s',
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t',
} as const;

/**
 * A modal side panel (drawer) on Radix Dialog: focus is trapped inside while open
 * and returned to the opener on close; Escape, the backdrop and the close button close it.
 */
export function Sheet({ open, onOpenChange, title, description, side, closeLabel, children, className }: SheetProps) {
  // Our drawers open from buttons outside the dialog (header, bottom bar), so the
  // opener is remembered here and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50 backdrop-blur-[2px]" data-testid="sheet-backdrop" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed z-50 flex flex-col overflow-y-auto bg-white shadow-2xl outline-none border-stone-200',
            panelBySide[side],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-100 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="px-5 pt-3 text-sm text-stone-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
