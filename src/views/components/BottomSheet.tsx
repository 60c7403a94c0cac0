import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';
import './sheet.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  /** the close button's accessible name */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal sheet from the bottom of the screen (role dialog, labelled by its title). Opening moves
 * the focus into it and Tab stays inside; Escape, the close button or a tap on the backdrop
 * closes it, and the focus goes back to what had it before (the control that opened it). It is
 * rendered into <body> so no transformed page around it can shift its fixed position.
 */
export function BottomSheet({ title, closeLabel, onClose, children }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // read while rendering: by the time effects run, a child's autoFocus may have moved the focus
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useLayoutEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => opener?.focus();
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  return createPortal(
    <div className="sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="sheet__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first (or the sheet) to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  const focusable = container ? [...container.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
