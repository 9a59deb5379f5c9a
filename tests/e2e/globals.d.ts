// What the mock-world build exposes on window (`__cuotaMock`, `__cuotaApp`, ...): declared once for the app and
// every tool in src/contracts/tool-protocol.ts (decision 0044).
import type {} from '#contracts/tool-protocol';
