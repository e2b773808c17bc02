export declare const E2E_PORT: number;
export declare const E2E_BASE_URL: string;
export declare const E2E_DATA_DIR: string;
