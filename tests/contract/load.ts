import { fileURLToPath } from 'node:url';
import { listOperations, loadContract } from '../../scripts/lib/contract.mjs';

export const BUNDLE_PATH = fileURLToPath(new URL('../../generated/openapi.yaml', import.meta.url));
export const contract = loadContract(BUNDLE_PATH);
export const operations = listOperations(contract);
