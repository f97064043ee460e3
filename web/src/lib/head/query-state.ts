/** Id of the <script type="application/json"> holding the prerendered page's query cache. */
export const QUERY_STATE_ID = '__query_state';
