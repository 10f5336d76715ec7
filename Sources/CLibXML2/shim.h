#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and <libxml/encoding.h> then includes the system's
// <unicode/ucnv.h>. Swift modules that also import Foundation see Foundation's own ICU headers,
// and clang rejects the two different definitions of UErrorCode. adaptlint never uses libxml2's
// ICU converters (nor the fields they add to xmlCharEncodingHandler), so leave them out.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
