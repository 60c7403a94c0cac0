import { combineLatest, distinctUntilChanged, filter, map, type MonoTypeOperatorFunction, type Observable } from 'rxjs';

/**
 * Passes a live feed's frames on only while its widget can be seen. Hidden, the feed stays
 * subscribed (its reducer keeps the state current and its channel stays open) but no frame reaches
 * React or a chart; when the widget comes back, the latest frame is passed on at once, and a frame
 * that was already shown is not passed on again.
 */
export function whileVisible<T>(visible$: Observable<boolean>): MonoTypeOperatorFunction<T> {
  return (source$) =>
    combineLatest([source$, visible$]).pipe(
      filter(([, visible]) => visible),
      map(([value]) => value),
      distinctUntilChanged(),
    );
}
