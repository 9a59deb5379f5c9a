import { StrictMode, type ErrorInfo } from 'react';
import { createRoot } from 'react-dom/client';
import { SimulatorApp } from './simulator-app';
import './simulator.css';

/** React's error reports, logged with the simulator's prefix. */
const log = (what: string) => (error: unknown, info: ErrorInfo) =>
  console.error(`[simulator] ${what}`, error, info.componentStack ?? '');

createRoot(document.getElementById('root')!, {
  onUncaughtError: log('An error no boundary caught'),
  onCaughtError: log('An error caught by a boundary'),
  onRecoverableError: log('React recovered from an error'),
}).render(
  <StrictMode>
    <SimulatorApp />
  </StrictMode>,
);
