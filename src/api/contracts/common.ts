import * as z from 'zod/mini';
import { DATA_FLAGS, ORDER_STATUSES, UPLOAD_SWITCHES } from '../../domain/events.ts';

/**
 * Shared pieces of the API contracts (ARCHITECTURE 3.1 and section 4, rule 6): the response envelope,
 * the endpoint definition type, and schemas several domains reuse. Money is in pesos (number), instants
 * are epoch milliseconds (number), calendar dates are ISO `yyyy-mm-dd` strings.
 */

/** HTTP methods the backend uses. */
export type HttpMethod = 'GET' | 'POST';

/** One API call: the mock world, the client and the fault-injection tools all enumerate these. */
export interface EndpointContract<
  TName extends string = string,
  TRequest extends z.ZodMiniType = z.ZodMiniType,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Unique camelCase name, also the name of the endpoint function in src/api/endpoints. */
  readonly name: TName;
  readonly method: HttpMethod;
  /** The plain backend path, e.g. `/store/order/last` (encrypted on the wire). */
  readonly path: string;
  /** Multipart upload: Blob fields go as file parts, the other fields as one encrypted JSON part. */
  readonly multipart?: boolean;
  /** Schema of the payload (GET query or POST body); `z.undefined()` when the call sends none. */
  readonly request: TRequest;
  /** Schema of `data` in a successful (`code` 0) response. */
  readonly response: TResponse;
}

/** An endpoint as a row of its domain's table: the contract but its name, which is the row's key. */
type EndpointRow = Omit<EndpointContract, 'name'>;

/** A row maker: a call of `method` at `path`, sending `request` and answering with `response` as `data`. */
function rowOf(method: HttpMethod, multipart?: true) {
  return <TRequest extends z.ZodMiniType, TResponse extends z.ZodMiniType>(
    path: string,
    request: TRequest,
    response: TResponse,
  ) => ({ method, path, ...(multipart && { multipart }), request, response });
}

/** A GET call: `get(path, query, data)`; `noPayload` when it sends nothing. */
export const get = rowOf('GET');
/** A POST call: `post(path, body, data)`; `noPayload` when it sends nothing. */
export const post = rowOf('POST');
/** A multipart POST upload: `upload(path, fields, data)`, the file as a `fileSchema` field. */
export const upload = rowOf('POST', true);

/** A domain's endpoints, keyed by name: each contract carries its key as its `name`. */
export type EndpointTable<Rows extends Record<string, EndpointRow>> = {
  readonly [Name in keyof Rows & string]: EndpointContract<
    Name,
    Rows[Name]['request'],
    Rows[Name]['response']
  >;
};

/**
 * Builds a domain's endpoint table from rows `name: get | post | upload(path, request, response)`; the name
 * is also the name of the endpoint's function in src/api/endpoints.
 */
export function defineEndpoints<const Rows extends Record<string, EndpointRow>>(
  rows: Rows,
): EndpointTable<Rows> {
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [name, { name, ...row }]),
  ) as EndpointTable<Rows>;
}

/** The payload type an endpoint accepts. */
export type RequestOf<E extends EndpointContract> = z.input<E['request']>;
/** The typed result of an endpoint (its parsed `data`). */
export type ResponseOf<E extends EndpointContract> = z.output<E['response']>;

/** The response body of every call, in plain JSON: `code` 0 is success and `data` holds the payload. */
export const apiEnvelopeSchema = z.object({
  code: z.number(),
  msg: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});
export type ApiEnvelope = z.infer<typeof apiEnvelopeSchema>;

/** The payload of a call that sends nothing (no encrypted key on the wire). */
export const noPayload = z.undefined();

/** `data` of a call that only acknowledges: null, absent or an empty object. */
export const ackSchema = z.nullish(z.object({}));

/**
 * A file part of a multipart upload. Duck-typed rather than `instanceof Blob`, because jsdom, Node and
 * the browser each have their own Blob class and the contracts are shared by all three.
 */
export const fileSchema = z.custom<Blob>(
  (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).slice === 'function',
  'expected a file',
);

/** Tells a file part from an ordinary field when building or reading a multipart body. */
export function isFilePart(value: unknown): value is Blob {
  return fileSchema.safeParse(value).success;
}

/** Mexican mobile number as typed at login: 10 digits (11 with a leading 1 or 0 is accepted). */
export const mobileSchema = z.string().check(z.regex(/^\d{10,11}$/));

/** A verification code sent by SMS. */
export const verifyCodeSchema = z.string().check(z.regex(/^\d{4,6}$/));

/** ISO calendar date `yyyy-mm-dd`. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Epoch milliseconds. */
export const instantSchema = z.number().check(z.nonnegative());

/** Amount in pesos. */
export const moneySchema = z.number().check(z.nonnegative());

/** Application progress code of spec section 4 (5 loanQuestion ... 80 PAY_FAILURED). */
export const progressSchema = z.int().check(z.nonnegative());

/** `data` of a call that completes an application step: the user's new progress code. */
export const progressResultSchema = z.object({ progress: progressSchema });

/** `data` of an image/file upload: its id (sent with later calls) and where it can be shown. */
export const uploadResultSchema = z.object({ fileId: z.string(), url: z.string() });

/** Multipart body of an image upload: the image as a file part. */
export const imageUploadRequestSchema = z.object({ file: fileSchema });
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** Multipart body of the face image: the image plus the liveness check it came from, if any. */
export const faceImageRequestSchema = z.object({ file: fileSchema, livenessId: z.optional(z.string()) });

/** Optional paging of a list request (pages count from 1). */
export const pageRequestSchema = z.optional(
  z.object({
    page: z.optional(z.int().check(z.positive())),
    pageSize: z.optional(z.int().check(z.positive(), z.lte(100))),
  }),
);

/** Order statuses of spec section 3. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order as lists and `order/last` return it (a superset of the domain's OrderSummary). */
export const orderSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  /** Principal in pesos. */
  principal: moneySchema,
  /** Tenure in days. */
  days: z.int().check(z.positive()),
  /** Due date, null before disbursement. */
  dueDate: z.nullable(isoDateSchema),
  createdAt: instantSchema,
  /** What the borrower owes in total today (principal, interest, fees, penalty, minus repaid). */
  totalRepayment: moneySchema,
  overdueDays: z.int().check(z.nonnegative()),
  productName: z.optional(z.string()),
  /** Only for rejected orders: days until the borrower may reapply, null when unknown. */
  reapplyAfterDays: z.optional(z.nullable(z.int().check(z.nonnegative()))),
});
export type Order = z.infer<typeof orderSchema>;

/** An object of booleans, one for each name. */
function booleans<Name extends string>(names: readonly Name[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<Name, z.ZodMiniBoolean<boolean>>,
  );
}

/**
 * The data-permission flags of an upload check (spec section 3): which device data to collect, and `expired`
 * (the previous collection is too old and must be repeated).
 */
export const dataPermissionFlagsSchema = booleans(DATA_FLAGS);
export type DataPermissionFlags = z.infer<typeof dataPermissionFlagsSchema>;

/** Feature mode of a package (stored as featureMode, spec section 3); 1 = on, 0 = off. */
export const featureModeSchema = z.object({
  live: z.union([z.literal(0), z.literal(1)]),
  frontPermission: z.union([z.literal(0), z.literal(1)]),
});
export type FeatureMode = z.infer<typeof featureModeSchema>;

/** The lender of a package configuration. */
export const lenderSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  registry: z.optional(z.string()),
});
export type Lender = z.infer<typeof lenderSchema>;

/** The package configuration both `/store/package-config` and `/app/package-config` return. */
export const packageConfigSchema = z.object({
  featureMode: featureModeSchema,
  /** Which device data uploads are switched on for this package. */
  uploadSwitches: booleans(UPLOAD_SWITCHES),
  /** Maximum images per feedback (spec section 5). */
  imageCountLimit: z.int().check(z.positive()),
  customerServiceEmail: z.string(),
  /** Opening hours as shown, e.g. '9:00-18:00'. */
  customerServiceHours: z.string(),
  /**
   * The lender's registered identity, as the legal texts (about us, FAQ, privacy notice, terms) name it:
   * denominación social, domicilio and, optionally, its registration (e.g. the SIPRES folio). Optional:
   * without it the texts leave the lender's identity to the contract.
   */
  lender: z.optional(lenderSchema),
  /**
   * Not in the spec: the RECA registration number of the adhesion contract (Registro de Contratos de
   * Adhesión, CONDUSEF), which the loan's carátula shows before the borrower confirms. Optional: without it
   * the carátula says it was not provided.
   */
  contractRegistry: z.optional(z.string()),
});
export type PackageConfig = z.infer<typeof packageConfigSchema>;
