#ifndef UIDESC_CLIBXML2_SHIM_H
#define UIDESC_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its ICU headers clash with Foundation's own copy of ICU
   (_FoundationICU) in the same Swift module graph. Nothing here uses libxml2's ICU converter
   fields (the encoding handler is only ever reached through pointers), so leave them out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
