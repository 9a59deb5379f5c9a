import type { Language } from '../../domain/events';
import type { MockWorld } from '../world/world';
import { MockApiError, type HandlerContext } from './define-handler';
import { MOCK_ERRORS, mockErrorMessage } from './mock-errors';

/** What the dispatcher read of one request, for its handler. */
export interface ReadRequest {
  world: MockWorld;
  request: Request;
  path: string;
  payload: unknown;
  files: Record<string, File>;
  lang: Language;
  packageName: string;
  token: string | undefined;
}

/** The session's borrower, or the error the backend gives for this token (other device, expired, unknown, blocked). */
function sessionUser(world: MockWorld, token: string | undefined, lang: Language) {
  const record = token === undefined ? undefined : world.findToken(token);
  if (record?.replaced)
    throw new MockApiError(MOCK_ERRORS.OTHER_DEVICE.code, mockErrorMessage('OTHER_DEVICE', lang));
  if (record?.expired)
    throw new MockApiError(MOCK_ERRORS.TOKEN_EXPIRED.code, mockErrorMessage('TOKEN_EXPIRED', lang));
  const user = record ? world.findUser(record.mobile) : undefined;
  if (!user) throw new MockApiError(MOCK_ERRORS.INVALID_TOKEN.code, mockErrorMessage('INVALID_TOKEN', lang));
  if (user.blocked)
    throw new MockApiError(MOCK_ERRORS.USER_CANNOT_LOG_IN.code, mockErrorMessage('USER_CANNOT_LOG_IN', lang));
  return user;
}

/** The context a handler's `resolve` receives. */
export function handlerContext(read: ReadRequest): HandlerContext {
  const { world, request, path, payload, files, lang, packageName, token } = read;
  return {
    world,
    path,
    method: request.method,
    payload,
    files,
    lang,
    packageName,
    headers: request.headers,
    request,
    token,
    requireUser: () => sessionUser(world, token, lang),
    error(key, vars) {
      throw new MockApiError(MOCK_ERRORS[key].code, mockErrorMessage(key, lang, vars));
    },
    fail(code, msg, data) {
      throw new MockApiError(code, msg, data);
    },
    t: (es, en) => (lang === 'en' ? en : es),
  };
}
