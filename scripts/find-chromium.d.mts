export declare function findChromium(): string | null;
export declare const CHROMIUM_MISSING_MESSAGE: string;
