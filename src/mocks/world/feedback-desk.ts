import { Faker, base } from '@faker-js/faker';
import type { FeedbackStatusCode, FeedbackTypeCode, Language } from '../../domain/events';
import type { VirtualClock } from './clock';
import { FIRST_REPLIES, FOLLOW_UP_REPLIES, TECHNICAL_REPLIES, fill } from './feedback-replies';
import { esMxPeople } from './locale-es-mx';
import { DAY, HOUR, MINUTE, MX_OFFSET_MS } from './time';

/**
 * The mock world's customer-service desk: feedback threads per borrower whose statuses move on the
 * world's clock, agent replies made up from the seed, the unread flag behind the red dot, ratings and
 * the uploaded receipt images (their metadata only: the mock keeps no file content).
 *
 * Every request follows a plan fixed when it is created (so a seed and the same requests give the same
 * world, whatever the order of later reads): status 1 at creation, status 2 once an agent takes it, then
 * an agent reply during service hours (9:00-18:00 Mexico City, spec section 9) that leaves it processed
 * (4), asks the borrower for details (3, type "other") or hands it to the technical team (5, failed or
 * missing disbursement), which answers later and processes it.
 */

/** Spec section 5: at most 20 MB per file. */
export const FEEDBACK_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Customer-service hours of spec section 9, Mexico City time. */
export const SERVICE_OPENS_HOUR = 9;
export const SERVICE_CLOSES_HOUR = 18;

/** Feedback types 1..7 and statuses 1..5 of spec section 3 (the domain's codes). */
export type MockFeedbackType = FeedbackTypeCode;
export type MockFeedbackStatus = FeedbackStatusCode;

/** One message of a thread; image ids refer to the desk's uploads. */
export interface MockFeedbackMessage {
  messageId: string;
  from: 'user' | 'agent';
  senderName: string | null;
  content: string;
  imageIds: string[];
  createdAt: number;
}

/** A planned change of a thread: a new status, an agent reply, or both. */
export interface MockFeedbackStep {
  at: number;
  status?: MockFeedbackStatus;
  reply?: string;
}

/** One feedback request in the world. */
export interface MockFeedback {
  feedbackId: string;
  userId: string;
  type: MockFeedbackType;
  status: MockFeedbackStatus;
  description: string;
  contact: string | null;
  appointmentTime: number | null;
  account: string | null;
  orderId: string | null;
  imageIds: string[];
  /** The language the borrower wrote in; the agent answers in it. */
  lang: Language;
  agentName: string;
  createdAt: number;
  messages: MockFeedbackMessage[];
  /** An agent reply the borrower has not read yet: the red dot. */
  unread: boolean;
  rating: number | null;
  ratingComment: string | null;
  /** What happens next, in time order. */
  plan: MockFeedbackStep[];
}

/** An uploaded image (metadata only). */
export interface MockUpload {
  fileId: string;
  userId: string;
  name: string;
  type: string;
  size: number;
  purpose: 'credential' | 'message';
  createdAt: number;
}

/** A plain copy of the desk, kept in the world's snapshot. */
export interface FeedbackDeskSnapshot {
  nextFeedback: number;
  nextUpload: number;
  feedbacks: MockFeedback[];
  uploads: MockUpload[];
}

/** What a borrower sends with `/feedback/create`. */
export interface NewFeedback {
  userId: string;
  type: MockFeedbackType;
  description: string;
  contact?: string | null;
  appointmentTime?: number | null;
  account?: string | null;
  orderId?: string | null;
  imageIds?: string[];
  lang?: Language;
}

/** The instant a person at the desk can act on something arriving at `t`: now, or the next opening. */
export function nextServiceTime(t: number): number {
  const local = t + MX_OFFSET_MS;
  const dayStart = Math.floor(local / DAY) * DAY;
  const sinceMidnight = local - dayStart;
  if (sinceMidnight < SERVICE_OPENS_HOUR * HOUR) return dayStart + SERVICE_OPENS_HOUR * HOUR - MX_OFFSET_MS;
  if (sinceMidnight >= SERVICE_CLOSES_HOUR * HOUR)
    return dayStart + DAY + SERVICE_OPENS_HOUR * HOUR - MX_OFFSET_MS;
  return t;
}

/**
 * The image URL the mock serves for every upload: a neutral picture, since the mock keeps no file
 * content (and no user text goes into it).
 */
export const MOCK_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<rect width="120" height="120" rx="12" fill="#e8eaed"/>' +
    '<path d="M24 88l22-30 16 19 12-14 22 25z" fill="#9aa0a6"/><circle cx="84" cy="38" r="10" fill="#9aa0a6"/></svg>',
)}`;

interface DeskOptions {
  seed: number;
  clock: VirtualClock;
  onChange?: (feedbackId: string) => void;
}

/** The desk's tables, counters and seeded faker, and the steps every part of the desk uses. */
function deskCore(options: DeskOptions) {
  const { seed, clock } = options;
  const changed = (id: string) => options.onChange?.(id);
  // Re-seeded per request, so each thread's plan depends only on the seed and its number.
  const faker = new Faker({ locale: [esMxPeople, base] });
  const counters = { nextFeedback: 1, nextUpload: 1 };
  const feedbacks = new Map<string, MockFeedback>();
  const uploads = new Map<string, MockUpload>();

  function pick<T>(list: readonly T[]): T {
    return list[faker.number.int({ min: 0, max: list.length - 1 })] as T;
  }

  function addMessage(
    fb: MockFeedback,
    message: Omit<MockFeedbackMessage, 'messageId'>,
  ): MockFeedbackMessage {
    const full = { messageId: `${fb.feedbackId}-${fb.messages.length + 1}`, ...message };
    fb.messages.push(full);
    return full;
  }

  /** Applies a thread's due steps; true when something changed. */
  function advance(fb: MockFeedback, now: number): boolean {
    let moved = false;
    while (fb.plan.length > 0 && (fb.plan[0]?.at ?? Infinity) <= now) {
      const step = fb.plan.shift() as MockFeedbackStep;
      if (step.status !== undefined) fb.status = step.status;
      if (step.reply !== undefined) {
        addMessage(fb, {
          from: 'agent',
          senderName: fb.agentName,
          content: step.reply,
          imageIds: [],
          createdAt: step.at,
        });
        fb.unread = true;
      }
      moved = true;
    }
    return moved;
  }

  /** A thread, after applying what is due; throws when there is none. */
  function thread(feedbackId: string): MockFeedback {
    const fb = feedbacks.get(feedbackId);
    if (!fb) throw new Error(`no feedback ${feedbackId}`);
    advance(fb, clock.now());
    return fb;
  }

  /** Applies every step that is due at `now` (default: the world's time). */
  function sync(now: number = clock.now()): void {
    for (const fb of feedbacks.values()) if (advance(fb, now)) changed(fb.feedbackId);
  }

  return {
    seed,
    clock,
    faker,
    counters,
    feedbacks,
    uploads,
    changed,
    pick,
    addMessage,
    advance,
    thread,
    sync,
  };
}

type DeskCore = ReturnType<typeof deskCore>;

/** What the agents will do with a new thread: take it, answer it, and for types 4 and 7 a technical answer. */
function planFor({ seed, faker, pick }: DeskCore, fb: MockFeedback, number: number): MockFeedbackStep[] {
  faker.seed(seed * 100_003 + number + 50_000);
  const taken = fb.createdAt + faker.number.int({ min: 1, max: 3 }) * MINUTE;
  const replyAt = nextServiceTime(fb.createdAt + faker.number.int({ min: 5, max: 20 }) * MINUTE);
  const reply = fill(pick(FIRST_REPLIES[fb.type]), fb.lang, fb.agentName);
  const steps: MockFeedbackStep[] = [{ at: Math.min(nextServiceTime(taken), replyAt), status: 2 }];
  if (fb.type === 4 || fb.type === 7) {
    steps.push({ at: replyAt, status: 5, reply });
    const technicalAt = nextServiceTime(replyAt + faker.number.int({ min: 45, max: 90 }) * MINUTE);
    steps.push({ at: technicalAt, status: 4, reply: TECHNICAL_REPLIES[fb.type][fb.lang] });
  } else {
    steps.push({ at: replyAt, status: fb.type === 3 ? 3 : 4, reply });
  }
  return steps;
}

/** Threads: create (with their plan), find, list a borrower's, the unread count and reading. */
function threadMembers(core: DeskCore) {
  const { seed, clock, faker, counters, feedbacks, changed, advance } = core;
  const members = {
    /** Creates a request and plans what happens to it. */
    create(input: NewFeedback, at: number = clock.now()): MockFeedback {
      const number = counters.nextFeedback++;
      faker.seed(seed * 100_003 + number);
      const fb: MockFeedback = {
        feedbackId: `FB${String(number).padStart(6, '0')}`,
        userId: input.userId,
        type: input.type,
        status: 1,
        description: input.description,
        contact: input.contact ?? null,
        appointmentTime: input.appointmentTime ?? null,
        account: input.account ?? null,
        orderId: input.orderId ?? null,
        imageIds: [...(input.imageIds ?? [])],
        lang: input.lang ?? 'es',
        agentName: faker.person.firstName(),
        createdAt: at,
        messages: [],
        unread: false,
        rating: null,
        ratingComment: null,
        plan: [],
      };
      fb.plan = planFor(core, fb, number);
      feedbacks.set(fb.feedbackId, fb);
      changed(fb.feedbackId);
      advance(fb, clock.now());
      return fb;
    },

    /** A request, after applying what is due. */
    find(feedbackId: string): MockFeedback | undefined {
      const fb = feedbacks.get(feedbackId);
      if (fb && advance(fb, clock.now())) changed(fb.feedbackId);
      return fb;
    },

    /** A borrower's requests, newest first, after applying what is due. */
    forUser(userId: string): MockFeedback[] {
      core.sync();
      return [...feedbacks.values()]
        .filter((fb) => fb.userId === userId)
        .sort((a, b) => b.createdAt - a.createdAt || b.feedbackId.localeCompare(a.feedbackId));
    },

    /** How many of a borrower's requests have an unread agent reply (the red dot). */
    unreadCount(userId: string): number {
      return members.forUser(userId).filter((fb) => fb.unread).length;
    },

    /** The borrower opened the thread: the red dot goes. */
    markRead(feedbackId: string): void {
      const fb = feedbacks.get(feedbackId);
      if (fb?.unread) {
        fb.unread = false;
        changed(feedbackId);
      }
    },
  };
  return members;
}

/** Messages in a thread (the borrower's, an agent's) and the borrower's rating. */
function conversationMembers({ seed, clock, faker, feedbacks, changed, pick, addMessage, thread }: DeskCore) {
  return {
    /**
     * The borrower writes in a thread. A resolved thread (or one waiting for the borrower) is reopened
     * and an agent answers it after a while, in service hours.
     */
    leaveMessage(feedbackId: string, content: string, imageIds: string[] = []): MockFeedbackMessage {
      const fb = thread(feedbackId);
      const now = clock.now();
      const message = addMessage(fb, { from: 'user', senderName: null, content, imageIds, createdAt: now });
      if (fb.status === 3 || fb.status === 4) {
        faker.seed(seed * 100_003 + Number(fb.feedbackId.slice(2)) * 31 + fb.messages.length);
        fb.status = 2;
        fb.rating = null;
        fb.plan = [
          {
            at: nextServiceTime(now + faker.number.int({ min: 5, max: 20 }) * MINUTE),
            status: 4,
            reply: fill(pick(FOLLOW_UP_REPLIES), fb.lang, fb.agentName),
          },
        ];
      }
      changed(feedbackId);
      return message;
    },

    /**
     * An agent writes in a thread now (tools, scenarios and tests: e.g. a message with markup, to check
     * the app shows it as text). It counts as unread; `status` moves the thread too.
     */
    agentReply(
      feedbackId: string,
      content: string,
      options: { senderName?: string; status?: MockFeedbackStatus } = {},
    ): MockFeedbackMessage {
      const fb = thread(feedbackId);
      const message = addMessage(fb, {
        from: 'agent',
        senderName: options.senderName ?? fb.agentName,
        content,
        imageIds: [],
        createdAt: clock.now(),
      });
      fb.unread = true;
      if (options.status !== undefined) {
        fb.status = options.status;
        fb.plan = [];
      }
      changed(feedbackId);
      return message;
    },

    /** Stores the borrower's rating of a processed request. */
    rate(feedbackId: string, rating: number, comment: string | null = null): void {
      const fb = feedbacks.get(feedbackId);
      if (!fb) throw new Error(`no feedback ${feedbackId}`);
      fb.rating = rating;
      fb.ratingComment = comment;
      changed(feedbackId);
    },
  };
}

/** Uploads, forgetting a borrower, and the desk's snapshot. */
function storageMembers({ clock, counters, feedbacks, uploads }: DeskCore) {
  return {
    /** Registers an uploaded image's metadata; returns it with its id. */
    upload(input: Omit<MockUpload, 'fileId' | 'createdAt'>): MockUpload {
      const record: MockUpload = {
        fileId: `IMG${String(counters.nextUpload++).padStart(6, '0')}`,
        createdAt: clock.now(),
        ...input,
      };
      uploads.set(record.fileId, record);
      return record;
    },

    /** Where an upload can be shown. */
    imageUrl(_fileId: string): string {
      return MOCK_IMAGE_URL;
    },

    /** Forgets a borrower's requests and uploads (account deletion). */
    forgetUser(userId: string): void {
      for (const [id, fb] of feedbacks) if (fb.userId === userId) feedbacks.delete(id);
      for (const [id, upload] of uploads) if (upload.userId === userId) uploads.delete(id);
    },

    /** A plain copy of the desk. */
    snapshot(): FeedbackDeskSnapshot {
      return structuredClone({
        nextFeedback: counters.nextFeedback,
        nextUpload: counters.nextUpload,
        feedbacks: [...feedbacks.values()],
        uploads: [...uploads.values()],
      });
    },

    /** Replaces the desk's content with a snapshot's. */
    restore(snapshot: FeedbackDeskSnapshot): void {
      feedbacks.clear();
      uploads.clear();
      counters.nextFeedback = snapshot.nextFeedback;
      counters.nextUpload = snapshot.nextUpload;
      for (const fb of structuredClone(snapshot.feedbacks)) feedbacks.set(fb.feedbackId, fb);
      for (const upload of structuredClone(snapshot.uploads)) uploads.set(upload.fileId, upload);
    },
  };
}

/** Creates the desk of a world. */
export function createFeedbackDesk(options: DeskOptions) {
  const core = deskCore(options);
  return {
    /** Every request, by id. */
    feedbacks: core.feedbacks,
    /** Every upload, by file id. */
    uploads: core.uploads,
    /** Applies every step that is due at `now` (default: the world's time). */
    sync: core.sync,
    ...threadMembers(core),
    ...conversationMembers(core),
    ...storageMembers(core),
  };
}

/** The desk of a mock world. */
export type FeedbackDesk = ReturnType<typeof createFeedbackDesk>;
