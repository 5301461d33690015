/** Counts events per key in fixed windows; the window starts with the first event. */
export type RateLimitStore = {
  hit(key: string, windowS: number): Promise<{ count: number; resetInS: number }>;
  peek(key: string): Promise<{ count: number; resetInS: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};
