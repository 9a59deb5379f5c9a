import { Subject, type Observable } from 'rxjs';
import type { DomainEvent } from '../domain/events';

/** The live event stream. The store is the only writer; replayed events never pass through it. */
export interface EventBus {
  readonly events$: Observable<DomainEvent>;
  publish(event: DomainEvent): void;
}

/** Creates the bus: a plain Subject, so late subscribers only see events from then on. */
export function createEventBus(): EventBus {
  const subject = new Subject<DomainEvent>();
  return { events$: subject.asObservable(), publish: (event) => subject.next(event) };
}
