export declare const E2E_PORT: number;
export declare const E2E_ADMIN_PORT: number;
export declare function e2eDataDir(port: number): string;
export declare const E2E_BASE_URL: string;
export declare const E2E_DATA_DIR: string;
export declare const E2E_ADMIN_BASE_URL: string;
export declare const E2E_ADMIN_DATA_DIR: string;
export declare const E2E_SANDBOX_ADMIN_TOKEN: string;
